import { createInjectableStore, type InjectableStore } from '@hfl/shared-ui/core';
import { ADS_KEY, adsReducer } from '../ads/ads-slice';

/**
 * The one redux store of the app: session, toasts and the shell's ad slots from the start, every remote's reducers
 * and sagas injected when its registration arrives (see remotes/remote-loader.ts).
 */
export function configureStore(): InjectableStore {
  return createInjectableStore({ [ADS_KEY]: adsReducer });
}
