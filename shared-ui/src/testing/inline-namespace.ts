import type { NamespaceLoaders } from '../registration';

/** A namespace whose texts a test has at hand (a stand-in remote's), loaded like a remote's language chunks. */
export function inlineNamespace(en: object, hu: object = en): NamespaceLoaders {
  return { en: async () => ({ default: en }), hu: async () => ({ default: hu }) };
}
