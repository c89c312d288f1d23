import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, so nothing ever resizes; the date picker's time list watches its height with one.
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// Pages load lazily (route `lazy`, modal contents, a remote's register): under a busy CI machine the first load of a
// chunk compiles it, which can take longer than testing-library's default second of waiting.
configure({ asyncUtilTimeout: 4000 });
