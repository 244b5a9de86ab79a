// The titles these pages show, and the login prompt a visitor gets before a page's code is fetched (lazyLoginPage).
export const ORDER_DETAIL_TITLE = '订单详情';
export const PRINT_TICKET_TITLE = '打印电子票';
