import { pageSettled } from './page-settled';

/** Whether `promise` has settled once every pending timer and microtask ran. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

describe('pageSettled', () => {
  it('when the document is still loading, then it waits for the load event', async () => {
    setReadyState('loading');
    const settled = pageSettled();
    expect(await isSettled(settled)).toBe(false);
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(await isSettled(settled)).toBe(true);
  });

  it('when the page has loaded, then it waits for the browser to be idle, at most two seconds', async () => {
    setReadyState('complete');
    const idle: { callback: () => void; timeout?: number }[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: () => void, options?: { timeout?: number }) =>
        idle.push({ callback, timeout: options?.timeout }),
    });
    const settled = pageSettled();
    expect(await isSettled(settled)).toBe(false);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(2_000);
    idle[0]!.callback();
    expect(await isSettled(settled)).toBe(true);
  });
});
