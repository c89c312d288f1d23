import { Router } from 'express';
import { statsImportBodySchema, statsImportParamsSchema } from '@hfl/contracts';
import { callerLocale, requireSuperAdmin, validate } from '@hfl/kit';
import type { Fantasy } from '../../peers/fantasy';
import { loadSeason, seasonSlot } from '../../seasons/season-access';
import { applyImport } from '../../stats-import/apply';
import { previewImport } from '../../stats-import/import-input';
import { statsTemplateCsv, statsTemplateXlsx, templateFileName } from '../../stats-import/template';
import { importUpload, uploadedImportFile } from './upload';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A round's statistics from one file (owner `/owner/stats`): the template, the preview, the apply. */
export function statsImportRouter({ fantasy }: { fantasy: Fantasy }): Router {
  const router = Router();
  const params = validate(statsImportParamsSchema, 'params');
  const body = validate(statsImportBodySchema);
  const round = '/seasons/:id/weeks/:week';
  const owner = [requireSuperAdmin, params, loadSeason];

  router.get(`${round}/stats-template.xlsx`, ...owner, async (req, res) => {
    const { week } = params.valueOf(res);
    const locale = callerLocale(req);
    res.attachment(templateFileName(week, locale, 'xlsx')).type(XLSX_TYPE);
    res.send(await statsTemplateXlsx(seasonSlot.get(res), week, locale));
  });

  router.get(`${round}/stats-template.csv`, ...owner, async (req, res) => {
    const { week } = params.valueOf(res);
    const locale = callerLocale(req);
    res.attachment(templateFileName(week, locale, 'csv')).type('text/csv; charset=utf-8');
    res.send(await statsTemplateCsv(seasonSlot.get(res), week, locale));
  });

  router.post(`${round}/stats-import/preview`, ...owner, importUpload(), body, async (_req, res) => {
    const { text, resolutions } = body.valueOf(res);
    const input = { file: uploadedImportFile(res), text };
    res.json(await previewImport(seasonSlot.get(res), params.valueOf(res).week, input, resolutions));
  });

  router.post(`${round}/stats-import/apply`, ...owner, importUpload(), body, async (req, res) => {
    const { text, resolutions } = body.valueOf(res);
    const input = { file: uploadedImportFile(res), text };
    const deps = { fantasy, userId: req.identity?.userId ?? null };
    res.json(await applyImport(seasonSlot.get(res), params.valueOf(res).week, input, resolutions ?? {}, deps));
  });

  return router;
}
