/**
 * `redux-saga/effects` in the microfrontends' builds: the effects of the one shared redux-saga (redux-saga-facade.ts).
 * Plain JavaScript: to the type checker 'redux-saga' is the library itself, whose main module has no effects.
 */
export * from 'redux-saga';
