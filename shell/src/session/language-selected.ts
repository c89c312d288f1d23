import { createAction } from '@reduxjs/toolkit';
import type { Locale } from '@hfl/contracts';

/** The user pressed EN or HU in the header. */
export const languageSelected = createAction('language/selected', (locale: Locale) => ({ payload: { locale } }));
export const LANGUAGE_SELECTED = languageSelected.type;
export type LanguageSelectedAction = ReturnType<typeof languageSelected>;
