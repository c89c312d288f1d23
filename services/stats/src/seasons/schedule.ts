import mongoose, { Types } from 'mongoose';
import { scheduleTeamCount, scheduleWeekCount, type ScheduleGamePayload, type Violation } from '@hfl/contracts';
import { bulkWriteInBatches, ConflictError, InputError } from '@hfl/kit';
import { Game } from '../models/game';
import { RealTeam } from '../models/real-team';
import type { StoredSeason } from './season-access';

/** Ids as stored (lower-case hex), so the sent schedule compares with the stored one. */
export const normalizeSchedule = (games: readonly ScheduleGamePayload[]): ScheduleGamePayload[] =>
  games.map((game) => ({
    ...game,
    ...(game.id === undefined ? {} : { id: game.id.toLowerCase() }),
    team1: game.team1.toLowerCase(),
    team2: game.team2.toLowerCase(),
  }));

/** Every team the (normalized) schedule names must exist: violations on `games[i].team1|team2` otherwise. */
export async function checkScheduleTeams(games: readonly ScheduleGamePayload[]): Promise<void> {
  const ids = [...new Set(games.flatMap((game) => [game.team1, game.team2]))];
  const teams = await RealTeam.find({ _id: mongoose.trusted({ $in: ids }) }, { _id: 1 }).lean();
  const known = new Set(teams.map((team) => team._id.toHexString()));
  const violations: Violation[] = games.flatMap((game, i) =>
    (['team1', 'team2'] as const)
      .filter((side) => !known.has(game[side]))
      .map((side) => ({ property: `games[${i}].${side}`, message: 'errors:teamUnknown' })),
  );
  if (violations.length > 0) throw new InputError(violations);
}

/** What a season stores about its schedule, kept with every schedule change. */
export const scheduleCounts = (games: readonly ScheduleGamePayload[]) => ({
  nbWeeks: scheduleWeekCount(games),
  nbTeams: scheduleTeamCount(games),
});

const gameFields = (game: ScheduleGamePayload) => ({
  week: game.week,
  date: game.date,
  time: game.time ?? null,
  team1Id: new Types.ObjectId(game.team1),
  team2Id: new Types.ObjectId(game.team2),
});

/** A new season's games. */
export async function insertSchedule(seasonId: Types.ObjectId, games: readonly ScheduleGamePayload[]): Promise<void> {
  await Game.insertMany(games.map((game) => ({ seasonId, ...gameFields(game) })));
}

/**
 * Makes the stored schedule the one sent: games with an id are updated, games without one created, stored games not
 * sent deleted. A game with statistics keeps its teams and round and is never deleted, and the schedule keeps the
 * rounds already played. Everything is checked before the first write. `games` normalized.
 */
export async function syncSchedule(season: StoredSeason, games: readonly ScheduleGamePayload[]): Promise<void> {
  const stored = new Map(
    (await Game.find({ seasonId: season._id }).lean()).map((game) => [game._id.toHexString(), game]),
  );
  const sentIds = new Set<string>();
  const unknown: Violation[] = [];
  games.forEach((game, i) => {
    if (game.id === undefined) return;
    const id = game.id;
    if (!stored.has(id) || sentIds.has(id)) unknown.push({ property: `games[${i}].id`, message: 'errors:notFound' });
    sentIds.add(id);
  });
  if (unknown.length > 0) throw new InputError(unknown);

  const sentById = new Map(games.filter((game) => game.id !== undefined).map((game) => [game.id!, game]));
  for (const [id, game] of stored) {
    if (!game.hasStats) continue;
    const sent = sentById.get(id);
    const unchanged =
      sent !== undefined &&
      sent.week === game.week &&
      sent.team1 === game.team1Id.toHexString() &&
      sent.team2 === game.team2Id.toHexString();
    if (!unchanged) throw new ConflictError('errors:scheduleGameHasStats');
  }
  if (scheduleWeekCount(games) < season.currentWeek) throw new ConflictError('errors:scheduleBelowCurrentWeek');

  const removed = [...stored.keys()].filter((id) => !sentIds.has(id)).map((id) => new Types.ObjectId(id));
  // hasStats in the filter too: a sheet saved since the check above keeps its game.
  const deletions =
    removed.length > 0
      ? [{ deleteMany: { filter: { _id: mongoose.trusted({ $in: removed }), hasStats: false } } }]
      : [];
  await bulkWriteInBatches(
    Game,
    [
      ...games.map((game) =>
        game.id === undefined
          ? { insertOne: { document: { seasonId: season._id, ...gameFields(game) } } }
          : { updateOne: { filter: { _id: new Types.ObjectId(game.id) }, update: { $set: gameFields(game) } } },
      ),
      ...deletions,
    ],
    { ordered: true },
  );
}
