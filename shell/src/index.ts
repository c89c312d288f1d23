import { answerFirstFrameCookieBar } from './first-frame-consent';

answerFirstFrameCookieBar();
// Async boundary: the federation runtime initialises the shared singletons before any of them is used. In a task of
// its own, after the one that set the runtime up: two shorter tasks block a phone less than one long one (issue 39).
setTimeout(() => void import('./bootstrap'), 0);
