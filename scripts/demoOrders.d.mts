/** scripts/demoOrders.mjs, for the TypeScript of the end-to-end tests. */
export function withDemoOrders(route: string, ask: (path: string, form: Record<string, string>) => Promise<unknown>): Promise<string>;
