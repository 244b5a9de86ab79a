export { hasControlCharacters } from '@conf/contract';

/** A mobile as others may see it: 138****8000. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
