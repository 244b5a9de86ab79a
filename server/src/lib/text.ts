/** Whether a name or a short line holds control characters (tabs, line breaks, escapes): names never do. */
export const hasControlCharacters = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A mobile as others may see it: 138****8000. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
