import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom has no fetch API, yet react-router's data routers build `Request`s and the api client is
 * tested against real local servers: give the test window Node's own fetch classes.
 */
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal });
  }
}
