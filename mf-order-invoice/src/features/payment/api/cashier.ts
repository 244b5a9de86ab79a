/** Leaves the app for the payment provider's cashier page (Alipay, or the sandbox in its place). */
export function openCashier(url: string): void {
  window.location.assign(url);
}
