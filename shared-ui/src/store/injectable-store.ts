import { combineReducers, configureStore, type Reducer, type Store } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { notificationsReducer } from '../notifications/notifications-slice';
import { sessionReducer } from '../session/session-slice';
import { toastsReducer } from '../toasts/toasts-slice';

/** The one redux store: remotes add reducers and sagas when their code arrives (react-boilerplate style). */
export interface InjectableStore extends Store {
  injectReducer(key: string, reducer: Reducer): void;
  /** Starts a saga unconditionally. */
  runSaga(saga: Saga): Task;
  /** Starts a saga once per key; later calls with the same key are ignored. */
  injectSaga(key: string, saga: Saga): void;
}

/**
 * Builds the store with the session, toasts and notifications (unread badge) slices plus `reducers`.
 * Used by the shell (the real app) and by `mountStandalone` (a remote running alone).
 */
export function createInjectableStore(reducers: Record<string, Reducer> = {}): InjectableStore {
  const staticReducers: Record<string, Reducer> = {
    session: sessionReducer,
    toasts: toastsReducer,
    notifications: notificationsReducer,
    ...reducers,
  };
  const injectedReducers: Record<string, Reducer> = {};
  const injectedSagas = new Set<string>();
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers(staticReducers),
    // Flows are sagas, not thunks. Slices keep thrown errors (ApiError) for the page to describe, so state is not
    // always serializable. The immutability check deep-walks the whole state (pools of hundreds of players) on every
    // action, which slowed the pages' tests past their timeouts; reducers are createSlice's (Immer) anyway.
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(sagaMiddleware),
  });

  return {
    ...store,
    injectReducer(key, reducer) {
      if (staticReducers[key] === reducer || injectedReducers[key] === reducer) return;
      injectedReducers[key] = reducer;
      store.replaceReducer(combineReducers({ ...staticReducers, ...injectedReducers }));
    },
    runSaga(saga) {
      return sagaMiddleware.run(saga);
    },
    injectSaga(key, saga) {
      if (injectedSagas.has(key)) return;
      injectedSagas.add(key);
      sagaMiddleware.run(saga);
    },
  };
}
