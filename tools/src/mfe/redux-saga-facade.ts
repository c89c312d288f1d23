/**
 * What the microfrontends may use of redux-saga, shared under the key 'redux-saga' with its effects (see
 * react-router-facade.ts for why a facade): the middleware, the channels and the effects in one module. Shared
 * apart, 'redux-saga' and 'redux-saga/effects' each carried their own copy of the effect creators' core, both on the
 * first page. `redux-saga/effects` reaches this module through redux-saga-effects.js. A remote importing something
 * not listed here fails its build (exportsPresence: 'error'): add it here.
 */
export { default, buffers, eventChannel } from 'redux-saga-unshared';
export {
  actionChannel,
  all,
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga-unshared/effects';
