/**
 * The flags every headless Debian Chromium here runs with (browser tests, benches, Lighthouse, the trophy artwork): no
 * sandbox or GPU in a container, and nothing reaching the network on its own on a machine without internet access.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
