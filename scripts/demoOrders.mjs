// The demo attendee's order numbers are made when the demo data is loaded, so a route measured on one of the
// account's orders names it by its state: {paid} and {unpaid} stand for its first meeting order in that state.
const PLACEHOLDER = /\{(paid|unpaid)\}/g;

/**
 * `route` with its placeholders filled in from the account's meeting orders; `ask(path, form)` posts a form to
 * this site's API with the account's token and answers the parsed reply.
 * @param {string} route
 * @param {(path: string, form: Record<string, string>) => Promise<any>} ask
 */
export async function withDemoOrders(route, ask) {
  if (!route.match(PLACEHOLDER)) return route;
  const reply = await ask('/api/ms.order/get_meeting_order_list', { page: '1', limit: '20' });
  const orders = reply?.data?.data ?? [];
  return route.replace(PLACEHOLDER, (_, status) => {
    const order = orders.find((o) => o.status === status);
    if (!order) throw new Error(`${route}: the account has no ${status} meeting order`);
    return order.order_sn;
  });
}
