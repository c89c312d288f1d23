import type { Locale } from '@hfl/contracts';
import { InputError, type UploadedImage } from '@hfl/kit';
import type { Content } from '../peers/content';
import type { Uploads } from '../uploads';

export interface LogoChoice {
  /** The uploaded `logo` picture, still to be stored (none or one). */
  uploads: UploadedImage[];
  /** The pre-made logo's file id, when that is the choice. */
  premade: string | null;
}

/**
 * The team logo a create-team or edit-team form chose: an uploaded `logo` picture wins over `ownerLogo`, which must
 * name one of the pre-made logos (otherwise a violation on it). Checked before anything is stored; with neither, the
 * choice is empty.
 */
export async function chooseLogo(
  uploads: Uploads,
  ownerLogo: string | undefined,
  content: Content,
  locale: Locale,
): Promise<LogoChoice> {
  const upload = uploads('logo');
  if (upload) return { uploads: [upload], premade: null };
  if (!ownerLogo) return { uploads: [], premade: null };
  if (!(await content.isTeamLogo(ownerLogo, locale))) {
    throw new InputError([{ property: 'ownerLogo', message: 'validation:teamLogoUnknown' }]);
  }
  return { uploads: [], premade: ownerLogo.toLowerCase() };
}
