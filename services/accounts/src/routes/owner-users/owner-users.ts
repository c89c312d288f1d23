import { Router } from 'express';
import {
  ownerUserDeletionQuerySchema,
  ownerUsersExportQuerySchema,
  ownerUsersFilterSchema,
  ownerUsersQuerySchema,
  suspendUserSchema,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
import { callerLocale, requireSuperAdmin, validate } from '@hfl/kit';
import type { UserDirectory } from '../../owner-users/directory';
import { usersCsv, usersWorkbook } from '../../owner-users/exports';
import {
  deleteUserByOperator,
  disableUser,
  enableUser,
  loadOperatorTarget,
  suspendUser,
  targetSlot,
  unsuspendUser,
} from '../../owner-users/operator-actions';
import type { LeaguesClient } from '../../peers/leagues';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const pageQuery = validate(ownerUsersQuerySchema, 'query');
const filterQuery = validate(ownerUsersFilterSchema, 'query');
const exportQuery = validate(ownerUsersExportQuerySchema, 'query');
const suspendBody = validate(suspendUserSchema);
const deletionQuery = validate(ownerUserDeletionQuerySchema, 'query');

/**
 * The owner's users (owner-back-office.md "Owner users", section 7): the filter's options, the filtered users (paged,
 * every matching id, the Excel and CSV exports) and the operator's actions on an account (player-app.md section 4).
 * SUPER_ADMIN only.
 */
export function ownerUsersRouter({ directory, leagues }: { directory: UserDirectory; leagues: LeaguesClient }): Router {
  const router = Router();
  const owner = [requireSuperAdmin];
  const onTarget = [requireSuperAdmin, loadOperatorTarget];

  router.get('/users-filters', ...owner, async (_req, res) => {
    res.json(await directory.options());
  });

  router.get('/users', ...owner, pageQuery, async (req, res) => {
    const { limit, offset, sort, direction, ...filter } = pageQuery.valueOf(res);
    const { total, rows } = await directory.page(filter, { sort, direction, limit, offset, locale: callerLocale(req) });
    res.set(TOTAL_COUNT_HEADER, String(total)).json(rows);
  });

  router.get('/users/ids', ...owner, filterQuery, async (_req, res) => {
    res.json({ ids: await directory.ids(filterQuery.valueOf(res)) });
  });

  router.get('/users.csv', ...owner, exportQuery, async (req, res) => {
    const query = exportQuery.valueOf(res);
    const file = await usersCsv(directory, query, callerLocale(req));
    const name = query.newsletter === '1' ? 'newsletter.csv' : 'users.csv';
    res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` });
    res.send(file);
  });

  router.get('/users.xlsx', ...owner, exportQuery, async (req, res) => {
    const file = await usersWorkbook(directory, exportQuery.valueOf(res), callerLocale(req));
    res.set({ 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="users.xlsx"' });
    res.send(file);
  });

  router.post('/users/:id/suspend', ...onTarget, suspendBody, async (_req, res) => {
    await suspendUser(targetSlot.get(res), suspendBody.valueOf(res).reason);
    directory.forgetUsers();
    res.status(204).end();
  });

  router.post('/users/:id/unsuspend', ...onTarget, async (_req, res) => {
    await unsuspendUser(targetSlot.get(res));
    directory.forgetUsers();
    res.status(204).end();
  });

  router.post('/users/:id/disable', ...onTarget, async (_req, res) => {
    await disableUser(targetSlot.get(res));
    directory.forgetUsers();
    res.status(204).end();
  });

  router.post('/users/:id/enable', ...onTarget, async (_req, res) => {
    await enableUser(targetSlot.get(res));
    directory.forgetUsers();
    res.status(204).end();
  });

  /** Answers the deleted user's name (the page's toast: 'User "{name}" was successfully deleted'). */
  router.delete('/users/:id', ...onTarget, deletionQuery, async (_req, res) => {
    const breach = deletionQuery.valueOf(res).breach === '1';
    const name = await deleteUserByOperator(targetSlot.get(res), { breach, leagues });
    directory.forgetUsers();
    res.json({ name });
  });

  return router;
}
