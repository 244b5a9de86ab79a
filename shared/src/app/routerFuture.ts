/** React Router 6 with the behaviour of version 7 switched on (the pages were written against 7). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
