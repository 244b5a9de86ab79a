// The title its page shows, and the login prompt a visitor gets before the page's code is fetched (lazyLoginPage).
export const PROFILE_TITLE = '个人资料';
