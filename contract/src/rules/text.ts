/** Whether a name or a short line holds control characters (tabs, line breaks, escapes): names never do. */
export const hasControlCharacters = (s: string): boolean => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
