import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Pages load lazily (route `lazy`, modal contents, a remote's register): the first load of a chunk compiles it, and
// `npm test` runs these tests below normal priority beside the browser stacks, where that took over 4 s. A wait only
// lasts this long when what it waits for never comes, so a generous bound costs a passing run nothing. `npm test`
// doubles it with the time limit of a test (HFL_TEST_WAIT_MS): beside the other lanes a page can be ten times slower.
configure({ asyncUtilTimeout: Number(process.env['HFL_TEST_WAIT_MS'] ?? 15_000) });
