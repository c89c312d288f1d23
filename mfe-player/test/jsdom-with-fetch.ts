import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom has no fetch. Page tests talk to a real local HTTP server through the real api client,
 * so hand the test window Node's own fetch and its companions.
 */
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, { fetch, Request, Response, Headers });
  }
}
