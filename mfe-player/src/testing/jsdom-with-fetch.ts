import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom has no fetch. Page tests talk to a real local HTTP server through the real api client,
 * so hand the test window Node's own fetch and its companions.
 */
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, { fetch, Request, Response, Headers });
    // Multipart uploads: Node's fetch only sends its own FormData and files, so the window's are Node's too; the
    // previews of such files need Node's object URLs (jsdom has none). Blob stays jsdom's: user-event's clipboard
    // reads its blobs with jsdom's FileReader.
    Object.assign(this.global, { FormData, File });
    Object.assign(this.global.URL, { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL });
    // jsdom lays nothing out, so nothing ever resizes or scrolls into view and no media query holds: observers that
    // never report and queries that never match are exact. (The league slider's carousel needs them to exist.)
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
