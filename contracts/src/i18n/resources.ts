import enCommon from '../../locales/en/common.json' with { type: 'json' };
import huCommon from '../../locales/hu/common.json' with { type: 'json' };
import enErrors from '../../locales/en/errors.json' with { type: 'json' };
import huErrors from '../../locales/hu/errors.json' with { type: 'json' };
import enValidation from '../../locales/en/validation.json' with { type: 'json' };
import huValidation from '../../locales/hu/validation.json' with { type: 'json' };

/**
 * Namespaces every tier needs: the shell's frame, error texts and validation messages.
 * Each remote brings its own namespace (player, owner, draft) through its register module.
 */
export const baseResources = {
  en: { common: enCommon, errors: enErrors, validation: enValidation },
  hu: { common: huCommon, errors: huErrors, validation: huValidation },
} as const;

export type I18nNamespaceResources = Record<string, Record<string, unknown>>;
export type I18nResources = Record<'en' | 'hu', I18nNamespaceResources>;
