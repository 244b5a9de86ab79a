/**
 * The site's router, one copy for every app: the apps route through these exports of @conf/shared, never
 * through react-router-dom itself. Federation shares a package whole (it cannot know what other apps use), so
 * sharing react-router-dom put its data router (createBrowserRouter, loaders, fetchers: about 20 KiB gzip)
 * into every first load although no page uses it. Re-exported from here, the shell's build keeps only these
 * names; a remote that needs another one asks for a newer @conf/shared (shared/README.md), whose version
 * says which names it has. An app importing react-router-dom directly would get a router of its own, with
 * contexts the site's <BrowserRouter> does not fill: the lint refuses it.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
