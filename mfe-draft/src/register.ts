import type { RemoteRegistration } from '@hfl/shared-ui';
import en from '@hfl/contracts/locales/en/draft.json' with { type: 'json' };
import hu from '@hfl/contracts/locales/hu/draft.json' with { type: 'json' };

/**
 * The only module mfe-draft exposes. The draft room and the add/change-draft flow land with the
 * draft issue; until then the remote contributes its translations, which proves its wiring.
 */
const registration: RemoteRegistration = {
  name: 'draft',
  routes: [],
  i18n: { en: { draft: en }, hu: { draft: hu } },
};

export default registration;
