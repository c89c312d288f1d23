import type { i18n as I18n } from 'i18next';

/** Enough for every text a session shows with its values; past it the memory starts over rather than grow. */
const MAX_REMEMBERED = 5_000;

type Primitive = string | number | boolean | null | undefined;

function isPrimitive(value: unknown): value is Primitive {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

/** A call's options only of texts and numbers (or lists of them): what the same call always turns into the same text. */
function isPlain(options: unknown): boolean {
  if (isPrimitive(options)) return true;
  if (Array.isArray(options)) return options.every(isPrimitive);
  if (typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) return false;
  return Object.values(options as Record<string, unknown>).every(
    (value) => isPrimitive(value) || (Array.isArray(value) && value.every(isPrimitive)),
  );
}

/** Whether a call gives the same text whenever its language is the same: a key and values of texts and numbers only. */
function isRememberable(key: unknown, options: unknown, rest: unknown[]): boolean {
  const keyIsText = typeof key === 'string' || (Array.isArray(key) && key.every(isPrimitive));
  return rest.length === 0 && keyIsText && isPlain(options);
}

/** A fixed `t` as the instance makes it: the function, with what it was fixed to. */
type FixedT = ((...args: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: string | readonly string[];
  keyPrefix?: string;
};

/**
 * Issue 39 (a phone's main thread): i18next works each text out anew on every call (a fixed `t` first copies all of
 * i18next's options), 15–50 µs a call on a laptop and four times that on a phone, and a page's rows ask for the same
 * few texts again and again (/players' first page: 551 calls, 97 different ones). Every fixed `t` of the instance
 * (react-i18next's `useTranslation` gets its `t` from `getFixedT`) now keeps the texts it worked out, one memory for
 * all of them, until the language changes or texts are added. Calls with anything but texts and numbers as values
 * (a function as the key, an object to interpolate) are always worked out.
 */
export function rememberTexts(instance: I18n): void {
  const remembered = new Map<string, string>();
  const forget = () => remembered.clear();
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);

  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  const remembering = (...args: unknown[]): FixedT => {
    const fixedT = getFixedT(...args);
    const t = ((key: unknown, options: unknown, ...rest: unknown[]) => {
      if (!isRememberable(key, options, rest)) return fixedT(key, options, ...rest);
      // The language asked for, else the current one: a fixed t without a language follows the current one.
      const id = JSON.stringify([
        fixedT.lng ?? fixedT.lngs ?? instance.language,
        fixedT.ns,
        fixedT.keyPrefix,
        key,
        options,
      ]);
      const known = remembered.get(id);
      if (known !== undefined) return known;
      const text = fixedT(key, options);
      if (typeof text === 'string') {
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        remembered.set(id, text);
      }
      return text;
    }) as FixedT;
    t.lng = fixedT.lng;
    t.lngs = fixedT.lngs;
    t.ns = fixedT.ns;
    t.keyPrefix = fixedT.keyPrefix;
    return t;
  };
  instance.getFixedT = remembering as unknown as I18n['getFixedT'];
}
