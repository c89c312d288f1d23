import { formatUtcDateTime, seasonActions, type Season } from '@hfl/contracts';

/** The open real season as the pages' draft chance reads it (`GET /api/seasons/current`), on today's clock. */

export const DAY_MS = 86_400_000;
export const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;
export const utcAt = (ms: number) => formatUtcDateTime(new Date(ms));

/**
 * The open real season as stats answers it, on today's clock: eight rounds one a day from tomorrow (regular 1–6,
 * playoffs 7–8), `currentWeek` of them started, its draft window `window` days from today.
 */
export function realSeason(currentWeek: number, window: [number, number]): Season {
  const state = { status: 'ongoing' as const, currentWeek, nbWeeks: 8, isWeekActive: false, frozenWeeks: [] };
  return {
    ...state,
    id: 'c0000000000000000000000c',
    name: '2031',
    startsAt: '2031-01-01',
    endsAt: '2031-12-31',
    nbPlayoffWeeks: 2,
    nbTeams: 4,
    nbMaxFantasyTeams: 8,
    lateDraftLastRound: null,
    draftWindow: { startDate: utcAt(today() + window[0] * DAY_MS), endDate: utcAt(today() + window[1] * DAY_MS) },
    games: Array.from({ length: 8 }, (_, i) => ({
      id: `g${i + 1}`,
      week: i + 1,
      date: new Date(today() + (i + 1) * DAY_MS).toISOString().slice(0, 10),
      time: null,
      team1: { id: 'r1', name: 'Wolves', score: null },
      team2: { id: 'r2', name: 'Bulls', score: null },
      hasStats: false,
    })),
    roundStarts: [],
    actions: seasonActions(state),
    createdAt: '2030-12-01T10:00:00.000Z',
  };
}
