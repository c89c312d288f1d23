import { useRef } from 'react';
import { useStore } from 'react-redux';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { InjectableStore } from './injectable-store';

/** Injects during the first render so the component's selectors already see the slice. Idempotent per key. */
export function useInjectReducer(key: string, reducer: Reducer): void {
  const store = useStore() as InjectableStore;
  const done = useRef(false);
  if (!done.current) {
    store.injectReducer(key, reducer);
    done.current = true;
  }
}

/** Starts the saga once per key for the store's lifetime (a remounted page does not start a second copy). */
export function useInjectSaga(key: string, saga: Saga): void {
  const store = useStore() as InjectableStore;
  const done = useRef(false);
  if (!done.current) {
    store.injectSaga(key, saga);
    done.current = true;
  }
}
