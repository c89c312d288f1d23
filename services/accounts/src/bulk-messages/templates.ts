import { Types } from 'mongoose';
import type { EmailTemplate, EmailTemplatePayload, Locale } from '@hfl/contracts';
import type { RequestHandler } from 'express';
import { contextSlot, NotFoundError, objectIdParam, type UploadedImage } from '@hfl/kit';
import type { Content } from '../peers/content';
import { EmailTemplateModel, toEmailTemplateView, type EmailTemplateDocument } from '../models/email-template';
import { cleanTranslations, unusedImages } from './translations';

/** The request's uploads by form field (`translations[0].headerImage`). */
export type Uploads = (field: string) => UploadedImage | undefined;

const imageField = (index: number) => `translations[${index}].headerImage`;

/** Every template, newest first (the picker lists them). */
export async function listTemplates(): Promise<EmailTemplate[]> {
  const templates = await EmailTemplateModel.find().sort({ createdAt: -1, _id: -1 });
  return templates.map(toEmailTemplateView);
}

/**
 * Creates a template (`existing` absent) or replaces one's title and translations. New pictures are stored in content
 * first and removed again if the save fails; pictures no template shows any more afterwards are removed.
 */
export async function saveTemplate(
  payload: EmailTemplatePayload,
  uploads: Uploads,
  content: Content,
  locale: Locale,
  existing?: EmailTemplateDocument,
): Promise<{ id: string }> {
  const translations = await cleanTranslations(payload.translations, (index) => !!uploads(imageField(index)));
  const newImages = translations.flatMap(({ index }) => {
    const upload = uploads(imageField(index));
    return upload ? [{ index, upload }] : [];
  });
  const previousImages = existing
    ? existing.translations.flatMap((t) => (t.headerImageId ? [t.headerImageId] : []))
    : [];

  const saved = await content.withStored(
    newImages.map(({ upload }) => upload),
    locale,
    async (fileIds) => {
      const stored = translations.map(({ index, language, subject, body, headerImageId }) => {
        const position = newImages.findIndex((image) => image.index === index);
        return {
          language,
          subject,
          body,
          headerImageId: position >= 0 ? new Types.ObjectId(fileIds[position]) : headerImageId,
        };
      });
      if (!existing) return EmailTemplateModel.create({ title: payload.title, translations: stored });
      existing.set({ title: payload.title, translations: stored });
      return existing.save();
    },
  );
  await content.remove(await unusedImages(previousImages));
  return { id: saved.id as string };
}

/** Deletes the template and the pictures only it showed. */
export async function deleteTemplate(template: EmailTemplateDocument, content: Content): Promise<void> {
  const images = template.translations.flatMap((t) => (t.headerImageId ? [t.headerImageId] : []));
  await template.deleteOne();
  await content.remove(await unusedImages(images));
}

/** The template a route names (`:templateId`); 404 when there is none. */
export const templateSlot = contextSlot<EmailTemplateDocument>('emailTemplate');

export const loadTemplate: RequestHandler = async (req, res, next) => {
  const template = await EmailTemplateModel.findById(objectIdParam(req, 'templateId'));
  if (!template) throw new NotFoundError();
  templateSlot.set(res, template);
  next();
};
