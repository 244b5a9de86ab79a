/**
 * What the shared library imports that takes a phone's CPU longest to evaluate: MobX and the react-vant parts its
 * frame and pages draw. The bootstrap evaluates them one per task before the library itself. Evaluated in the
 * library's own import they were one task of 170-200 ms at Lighthouse's CPU (this machine's ÷4), in which no tap
 * is answered; one by one, each is under 50 ms (the shared library's own code 25-65). bootstrap.test.ts checks
 * that every react-vant component and MobX package the library imports is here. Not the router: imported here
 * it would be whole in the shell's first script, where the library's use of it is tree-shaken.
 */
export const SHARED_LIBRARY_PARTS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('mobx'),
  () => import('mobx-react-lite'),
  () => import('react-vant/es/config-provider'),
  () => import('react-vant/es/loading'),
  () => import('react-vant/es/button'),
  () => import('react-vant/es/nav-bar'),
  () => import('react-vant/es/skeleton'),
  () => import('react-vant/es/empty'),
  () => import('react-vant/es/pull-refresh'),
  () => import('react-vant/es/list'),
];
