import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { testTime } from '@hfl/contracts/test-time';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Pages load lazily (route `lazy`, modal contents, a remote's register): the first load of a chunk compiles it, and
// `npm test` runs these tests below normal priority beside the browser stacks, where that took over 4 s. A wait only
// lasts this long when what it waits for never comes, so a generous bound costs a passing run nothing. `npm test`
// stretches it as it stretches a test's time limit (HFL_TEST_TIME_SCALE): beside the other lanes a page can be ten
// times slower.
configure({ asyncUtilTimeout: testTime(15_000) });
