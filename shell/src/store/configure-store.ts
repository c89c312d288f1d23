import { createInjectableStore, type InjectableStore } from '@hfl/shared-ui';

/**
 * The one redux store of the app: session and toasts from the start, every remote's reducers and
 * sagas injected when its registration arrives (see remotes/remote-loader.ts).
 */
export function configureStore(): InjectableStore {
  return createInjectableStore();
}
