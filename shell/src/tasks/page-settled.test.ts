import { pageSettled } from './page-settled';

/** Whether `promise` has settled once pending microtasks ran. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

/**
 * A page that finished loading at `loadEventEnd` ms and stands at `now` ms: the fake timers' clock stands in for
 * performance, and its navigation entry is this one.
 */
function loadedAt(loadEventEnd: number, now: number) {
  setReadyState('complete');
  jest.advanceTimersByTime(now);
  const navigation = { loadEventEnd } as PerformanceNavigationTiming;
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [navigation] });
}

/** The idle callbacks asked for, with their longest wait, until run by the test. */
let idle: { callback: () => void; timeout?: number }[];

beforeEach(() => {
  jest.useFakeTimers();
  idle = [];
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }),
  });
});

afterEach(() => {
  Reflect.deleteProperty(performance, 'getEntriesByType');
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

describe('pageSettled', () => {
  it('when the document is still loading, then it waits for the load event, two seconds, and an idle moment', async () => {
    setReadyState('loading');
    const settled = pageSettled();
    jest.advanceTimersByTime(5_000);
    expect(await isSettled(settled)).toBe(false);
    expect(idle).toHaveLength(0);

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1_999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(await isSettled(settled)).toBe(false);

    idle[0]!.callback();
    expect(await isSettled(settled)).toBe(true);
  });

  it('when the page has loaded already, then it waits two seconds and for the browser to be idle, at most two more', async () => {
    setReadyState('complete');
    const settled = pageSettled();
    jest.advanceTimersByTime(2_000);
    expect(idle).toEqual([expect.objectContaining({ timeout: 2_000 })]);
    expect(await isSettled(settled)).toBe(false);

    idle[0]!.callback();
    expect(await isSettled(settled)).toBe(true);
  });

  it('when the page loaded more than two seconds ago (a sign-in later), then it waits only for the idle moment', async () => {
    loadedAt(1_000, 10_000);
    const settled = pageSettled();
    jest.advanceTimersByTime(0);
    expect(idle).toHaveLength(1);

    idle[0]!.callback();
    expect(await isSettled(settled)).toBe(true);
  });

  it('when the page loaded a second ago, then it waits the rest of the two seconds', async () => {
    loadedAt(9_000, 10_000);
    void pageSettled();
    jest.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
  });
});
