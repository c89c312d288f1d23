import { Router } from 'express';
import { leagueSearchQuerySchema } from '@hfl/contracts';
import { callerLocale, requireSuperAdmin, validate } from '@hfl/kit';
import { exportLeagues, exportLeaguesCsv } from '../../leagues/export-leagues';
import type { Peers } from '../../peers';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `GET /leagues.xlsx` (the owner's "Export to Excel"): the owner leagues table as a workbook; `GET /leagues.csv`
 * ("Export to CSV"): the same rows as CSV.
 */
export function leaguesExportRouter({ peers }: { peers: Peers }): Router {
  const router = Router();
  const searchQuery = validate(leagueSearchQuerySchema, 'query');

  /** SUPER_ADMIN only; `?term=` narrows it like the table. */
  router.get('/leagues.xlsx', requireSuperAdmin, searchQuery, async (req, res) => {
    const { term } = searchQuery.valueOf(res);
    const file = await exportLeagues(term, { userId: req.identity?.userId, locale: callerLocale(req) }, peers);
    res.set({ 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="leagues.xlsx"' });
    res.send(file);
  });

  /** SUPER_ADMIN only; `?term=` narrows it like the table. */
  router.get('/leagues.csv', requireSuperAdmin, searchQuery, async (req, res) => {
    const { term } = searchQuery.valueOf(res);
    const file = await exportLeaguesCsv(term, { userId: req.identity?.userId, locale: callerLocale(req) }, peers);
    res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="leagues.csv"' });
    res.send(file);
  });

  return router;
}
