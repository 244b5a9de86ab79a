/**
 * React Router 6 with the behaviour of version 7 switched on (the pages were written against 7);
 * version 6 is used because it is a third of the size, and every route downloads it.
 */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
