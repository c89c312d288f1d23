import { initI18n } from '@hfl/shared-ui';
import { routesWithoutTitle } from '@hfl/shared-ui/testing';
import { DraftRoomPage } from './pages/draft-room/draft-room';
import { DraftTestPage } from './pages/draft-test/draft-test';
import { ScheduleDraftPage } from './pages/schedule-draft/schedule-draft';
import registration from './register';

describe('draft remote registration', () => {
  it('when the shell adds its resources, then draft texts translate in both languages', async () => {
    const i18n = await initI18n([registration.i18n]);
    await i18n.loadLanguages(['en', 'hu']);

    expect(i18n.t('draft:cannotAccess', { lng: 'en' })).toBe('Cannot access draft');
    expect(i18n.t('draft:cannotAccess', { lng: 'hu' })).toBe('A draft nem érhető el');
    expect(i18n.t('draft:room.pick.successTitle', { lng: 'en' })).toBe('Pick successful');
    expect(i18n.t('draft:room.pick.successTitle', { lng: 'hu' })).toBe('Sikeres választás');
  });

  it('when the shell mounts the remote, then it owns the draft room, the draft scheduling and the readiness check, each page loaded on its first visit', async () => {
    expect(registration.routes.map((route) => route.path)).toEqual([
      '/leagues/:leagueId/draft',
      '/leagues/:leagueId/draft/schedule',
      '/test',
    ]);

    const pages = await Promise.all(
      registration.routes.map(
        async (route) => (await (route.lazy as () => Promise<{ Component: unknown }>)()).Component,
      ),
    );

    expect(pages).toEqual([DraftRoomPage, ScheduleDraftPage, DraftTestPage]);
  });

  it('when mounted, then it adds no navigation (the league home links to the room)', () => {
    expect(registration.nav ?? []).toEqual([]);
  });

  it('when any of its pages opens, then the document has its own title in both languages', async () => {
    expect(await routesWithoutTitle(registration)).toEqual([]);
  });
});
