import type { Locale } from '@hfl/contracts';

export const LANGUAGE_SELECTED = 'language/selected';

/** The user pressed EN or HU in the header. */
export const languageSelected = (locale: Locale) => ({ type: LANGUAGE_SELECTED, payload: { locale } }) as const;
export type LanguageSelectedAction = ReturnType<typeof languageSelected>;
