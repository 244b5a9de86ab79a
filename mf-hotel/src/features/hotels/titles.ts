// The title its page shows, and the login prompt a visitor gets before the page's code is fetched (lazyLoginPage).
export const RESERVE_TITLE = '预订酒店';
