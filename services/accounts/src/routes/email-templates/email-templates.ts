import { Router } from 'express';
import { emailTemplateSchema, LOCALES } from '@hfl/contracts';
import { callerLocale, imageUpload, requireSuperAdmin, uploadedImage, validate } from '@hfl/kit';
import { deleteTemplate, listTemplates, loadTemplate, saveTemplate, templateSlot } from '../../bulk-messages/templates';
import type { Content } from '../../peers/content';

/** One header picture per language. */
const templateUpload = imageUpload({ maxFiles: LOCALES.length });

/** The owner's bulk-message templates (owner-back-office sections 5 and 7). */
export function emailTemplatesRouter({ content }: { content: Content }): Router {
  const router = Router();
  const templateBody = validate(emailTemplateSchema);

  router.get('/email-templates', requireSuperAdmin, async (_req, res) => {
    res.json(await listTemplates());
  });

  router.post('/email-templates', requireSuperAdmin, templateUpload, templateBody, async (req, res) => {
    const uploads = (field: string) => uploadedImage(res, field);
    res.status(201).json(await saveTemplate(templateBody.valueOf(res), uploads, content, callerLocale(req)));
  });

  router.post(
    '/email-templates/:templateId',
    requireSuperAdmin,
    loadTemplate,
    templateUpload,
    templateBody,
    async (req, res) => {
      const uploads = (field: string) => uploadedImage(res, field);
      res.json(
        await saveTemplate(templateBody.valueOf(res), uploads, content, callerLocale(req), templateSlot.get(res)),
      );
    },
  );

  router.delete('/email-templates/:templateId', requireSuperAdmin, loadTemplate, async (_req, res) => {
    await deleteTemplate(templateSlot.get(res), content);
    res.status(204).end();
  });

  return router;
}
