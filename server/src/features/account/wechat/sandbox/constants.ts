/** The sandbox's official account, as a live one has an 18-character app id and a 32-character secret. */
export const SANDBOX_APP_ID = 'wxsandbox000000001';
export const SANDBOX_APP_SECRET = 'sandbox0secret0not0for0live0use0';
export const SANDBOX_APP_NAME = '会议酒店服务号（沙箱）';
/** The sandbox's website app of the open platform, whose QR login (snsapi_login) desktops use. */
export const SANDBOX_WEB_APP_ID = 'wxsandbox000000002';
export const SANDBOX_WEB_APP_SECRET = 'sandbox0website0app0secret000000';
export const SANDBOX_WEB_APP_NAME = '会议酒店网站（沙箱）';
export const SANDBOX_PATH = '/_sandbox/wechat';
