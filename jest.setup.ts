import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor: a bound on the element showing, with room for a busy CI machine (the default is 1 s).
configure({ asyncUtilTimeout: 20000 });

// jsdom lays nothing out, so it cannot scroll: the shell's ScrollRestoration calls these on every
// navigation. Tests that check where a page opens replace them with their own mocks.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}
