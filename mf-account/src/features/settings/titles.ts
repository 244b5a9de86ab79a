// The titles these pages show, and the login prompt a visitor gets before a page's code is fetched (lazyLoginPage).
export const CHANGE_PASSWORD_TITLE = '修改密码';
export const CHANGE_MOBILE_TITLE = '更换手机号';
export const CHANGE_EMAIL_TITLE = '更换邮箱';
export const WECHAT_BIND_TITLE = '微信绑定';
