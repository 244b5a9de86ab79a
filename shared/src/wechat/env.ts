/** WeChat's own browser (its user agent says MicroMessenger), the mini-program's web view included. */
export const inWechatBrowser = (): boolean => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

/** A page inside a mini-program's web view: WeChat marks it in the user agent and on window. */
export const inMiniProgram = (): boolean =>
  inWechatBrowser() &&
  (/miniProgram/i.test(navigator.userAgent) || (window as { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram');
