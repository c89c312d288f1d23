import mongoose, { Types } from 'mongoose';
import { LOCALES, type Locale, type TemplateTranslationPayload, type Violation } from '@hfl/contracts';
import { InputError, richTextIsEmpty, sanitizeRichText } from '@hfl/kit';
import { EmailTemplateModel } from '../models/email-template';

/** A translation as templates and sends store it: sanitised body, the header picture's file id. */
export interface CleanTranslation {
  language: Locale;
  subject: string;
  body: string;
  headerImageId: Types.ObjectId | null;
}

const fileIdOf = (url: string) => new Types.ObjectId(url.slice(url.lastIndexOf('/') + 1));

/**
 * The editor's translations made safe, in LOCALES order: bodies through kit's sanitiser (an emptied body is 'Body is
 * required'), a kept header image only if it is one of our templates' pictures (nothing else of content's is ours to
 * show). `keptImage(i)` says whether translation i brings a new picture instead (its URL is then ignored).
 */
export async function cleanTranslations(
  translations: TemplateTranslationPayload[],
  hasNewImage: (index: number) => boolean = () => false,
): Promise<Array<CleanTranslation & { index: number }>> {
  const violations: Violation[] = [];
  const cleaned = await Promise.all(
    translations.map(async (translation, index) => {
      const body = sanitizeRichText(translation.body);
      if (richTextIsEmpty(body))
        violations.push({ property: `translations[${index}].body`, message: 'validation:bodyRequired' });
      let headerImageId: Types.ObjectId | null = null;
      if (translation.headerImage && !hasNewImage(index)) {
        headerImageId = fileIdOf(translation.headerImage);
        const ours = await EmailTemplateModel.exists({ 'translations.headerImageId': headerImageId });
        if (!ours) violations.push({ property: `translations[${index}].headerImage`, message: 'errors:invalidData' });
      }
      return { index, language: translation.language as Locale, subject: translation.subject, body, headerImageId };
    }),
  );
  if (violations.length > 0) throw new InputError(violations);
  return LOCALES.map((locale) => cleaned.find((translation) => translation.language === locale)!);
}

/** Of `fileIds`, those no stored template shows any more (safe to remove from content). */
export async function unusedImages(fileIds: Types.ObjectId[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const inUse = await EmailTemplateModel.find({ 'translations.headerImageId': mongoose.trusted({ $in: fileIds }) });
  const used = new Set(inUse.flatMap((template) => template.translations.map((t) => t.headerImageId?.toHexString())));
  return fileIds.map((id) => id.toHexString()).filter((id) => !used.has(id));
}
