/**
 * What the microfrontends may use of React Redux, shared under the key 'react-redux' (see react-router-facade.ts for
 * why a facade): the store's provider and hooks, not connect() and its selector factories, which nothing uses and
 * every first page downloaded. A remote importing something not listed here fails its build: add it here.
 */
export { Provider, useDispatch, useSelector, useStore } from 'react-redux-unshared';
