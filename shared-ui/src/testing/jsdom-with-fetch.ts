import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom has no fetch API, yet react-router's data routers build `Request`s and the api client is
 * tested against real local servers: give the test window Node's own fetch classes.
 */
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal });
    // Multipart uploads: Node's fetch only sends its own FormData and files, so the window's are Node's too; the
    // previews of such files need Node's object URLs (jsdom has none). Blob stays jsdom's: user-event's clipboard
    // reads its blobs with jsdom's FileReader.
    Object.assign(this.global, { FormData, File });
    Object.assign(this.global.URL, { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL });
  }
}
