/**
 * What the microfrontends may use of Redux Toolkit, shared under the key '@reduxjs/toolkit' (see
 * react-router-facade.ts for why a facade): slices, actions and the store, not the entity adapter, thunks, the
 * listener and dynamic middleware or RTK's own reselect (over a third of the library, all on the first page).
 * A remote importing something not listed here fails its build (exportsPresence: 'error'): add it here.
 */
export { combineReducers, configureStore, createAction, createSlice, isAnyOf } from '@reduxjs/toolkit-unshared';
