import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; react-router and axios use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has no layout: its scrollTo only reports that it is not implemented, on every page a test opens (the
// app frame's scroll restoration). Tests of scrolling put their own in place.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Pages are written against React Router 7's behaviour, switched on in the app with future flags;
// tests' own MemoryRouters would otherwise warn about each flag.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (String(args[0]).includes('React Router Future Flag Warning')) return;
  warn(...args);
};
