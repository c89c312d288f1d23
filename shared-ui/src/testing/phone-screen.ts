/**
 * Runs `test` with the screen a phone's (every `max-width` query matches, as the theme's 640-px breakpoint does at
 * 390 px), then gives the laptop's screen back, whatever the test did.
 */
export async function onAPhone(test: () => Promise<void>): Promise<void> {
  const laptop = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  try {
    await test();
  } finally {
    window.matchMedia = laptop;
  }
}
