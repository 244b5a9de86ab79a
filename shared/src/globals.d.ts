declare const __BUILD_ID__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_LABEL__: string;
/** webpack's public path of the app this code was built into (undefined outside webpack, as in tests). */
declare const __webpack_public_path__: string | undefined;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}

interface Window {
  /** Optional deployment settings injected before the shell starts (see README: configuration). */
  __APP_CONFIG__?: { apiBase?: string; uploadBase?: string };
}
