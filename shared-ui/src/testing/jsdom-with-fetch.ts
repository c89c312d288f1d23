import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom has no fetch API, yet react-router's data routers build `Request`s and pages, sagas and the api client are
 * tested against real local HTTP servers through the real api client: give the test window Node's own fetch classes.
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
    // jsdom lays nothing out, so nothing ever resizes or scrolls into view and no media query holds: observers that
    // never report and queries that never match are exact. (The league slider's carousel needs them to exist, the
    // date picker's time list watches its height.)
    class SilentObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): [] {
        return [];
      }
    }
    Object.assign(this.global, { ResizeObserver: SilentObserver, IntersectionObserver: SilentObserver });
    Object.assign(this.global, {
      matchMedia: (media: string) => ({
        media,
        matches: false,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
}
