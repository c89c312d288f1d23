// Module names that exist only as rspack aliases (see rspack-config.ts).

/** A remote's own src/standalone.ts. */
declare module '@hfl/mfe-standalone-entry';

/** The real react-router behind the shared facade. */
declare module 'react-router-unshared' {
  export * from 'react-router';
}

/** The real react-i18next behind the shared facade. */
declare module 'react-i18next-unshared' {
  export * from 'react-i18next';
}

/** The real React Redux behind the shared facade. */
declare module 'react-redux-unshared' {
  export * from 'react-redux';
}

/** The real Redux Toolkit behind the shared facade. */
declare module '@reduxjs/toolkit-unshared' {
  export * from '@reduxjs/toolkit';
}

/** The real redux-saga and its effects behind the shared facade. */
declare module 'redux-saga-unshared' {
  export * from 'redux-saga';
  export { default } from 'redux-saga';
}
declare module 'redux-saga-unshared/effects' {
  export * from 'redux-saga/effects';
}
