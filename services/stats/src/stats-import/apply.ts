import mongoose, { type Types } from 'mongoose';
import { enteredStatKeys, type GameScoresPayload, type PlayerStats, type StatsImportResult } from '@hfl/contracts';
import { ConflictError, InputError, isDuplicateKeyError, logger, NotFoundError, type DomainError } from '@hfl/kit';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { SeasonModel } from '../models/season';
import { StatsImport, type StoredStatsImport } from '../models/stats-import';
import type { Fantasy } from '../peers/fantasy';
import { repairSeason, type StoredSeason } from '../seasons/season-access';
import type { StoredGame } from '../games/game-access';
import { saveScores } from '../games/score-sheet';
import { planImport, type ImportedGame } from './preview';
import { readImportInput, type ImportInput } from './import-input';

/*
 * A round's import is one change made of several writes, and FerretDB has no transactions, so it is a state machine
 * whose steps can be run again:
 *   recordImport   the plan (players to create with their ids, each changed game's sheet, in order) is inserted with
 *                  the import, 'applying', done 0; unique on (season, round, hash): the same file is one import.
 *   runImportStep  step i: create a player (already there: fine) or save a sheet (saveScores is idempotent); then
 *                  done ≥ i + 1 and touchedAt now, one single-document update.
 *   finishImport   the steps from `done` on, then 'applied' (or 'failed' when a step is refused for good).
 * An import whose runner died stays 'applying': the same file applied again, or the `statsImports:resume` job
 * (jobs/stats-imports.ts) once it has been untouched for STALE_IMPORT_MS, finishes it. The preview of the round says
 * an import is being applied meanwhile.
 */

/**
 * The game's sheet as the owner's own save would send it: every line's statistics as stored (0 where none), the
 * file's values over them, the players chosen for the side added to its list, and the scores. Null when the file
 * changes nothing in the game.
 */
function sheetPayload(target: ImportedGame): GameScoresPayload | null {
  const taken = target.imported.filter((line) => line.player && !line.line.skipped);
  const changesScore =
    target.preview.team1.score.new !== target.preview.team1.score.old ||
    target.preview.team2.score.new !== target.preview.team2.score.old;
  if (!changesScore && taken.every((line) => line.line.status === 'unchanged')) return null;
  const players: Record<string, PlayerStats> = {};
  const listed = [...target.lines.team1, ...target.lines.team2];
  for (const player of listed) {
    const stored = target.stored.get(player._id.toHexString()) ?? {};
    players[player._id.toHexString()] = Object.fromEntries(
      enteredStatKeys(player.position).map((key) => [key, stored[key] ?? 0]),
    );
  }
  const added: [string[], string[]] = [[], []];
  for (const { player, row, side } of taken) {
    const id = player!._id.toHexString();
    if (!players[id]) added[side - 1]!.push(id);
    players[id] = Object.fromEntries(
      enteredStatKeys(player!.position).map((key) => [key, row.stats[key] ?? players[id]?.[key] ?? 0]),
    );
  }
  return {
    scoreTeam1: target.scores[0]!,
    scoreTeam2: target.scores[1]!,
    players,
    addPlayersTeam1: added[0],
    addPlayersTeam2: added[1],
    force: false,
  };
}

/** An import left 'applying' this long without a step (its runner died: a crash, a restart) is resumed. */
export const STALE_IMPORT_MS = 60_000;

export interface ImportDeps {
  fantasy: Fantasy;
}

/** What the import will do, fixed when it is recorded: the players to create, then each changed game's sheet. */
function planSteps(games: ImportedGame[]) {
  const players = games
    .flatMap((target) => target.imported)
    .flatMap(({ player, create }) =>
      create && player
        ? [
            {
              playerId: player._id,
              teamId: create.teamId,
              name: player.name,
              position: player.position,
              jerseyNumber: player.jerseyNumber ?? null,
            },
          ]
        : [],
    );
  const sheets = games.flatMap((target) => {
    const payload = sheetPayload(target);
    return payload ? [{ gameId: target.game._id, payload }] : [];
  });
  const changed = games.filter((target) => sheets.some((sheet) => sheet.gameId.equals(target.game._id)));
  const lines = changed
    .flatMap((target) => target.imported)
    .filter((line) => line.line.status === 'new' || line.line.status === 'changed').length;
  return { players, sheets, games: sheets.length, lines };
}

/**
 * Step `index` of the import: a player created (one already there, from an earlier run, is a duplicate key: done), or
 * a game's sheet saved (`saveScores` writes the same lines and score again). Then its progress, one update.
 */
export async function runImportStep(record: StoredStatsImport, index: number, { fantasy }: ImportDeps): Promise<void> {
  if (index < record.players.length) {
    const { playerId, teamId, name, position, jerseyNumber } = record.players[index]!;
    try {
      await Player.create({ _id: playerId, name, position, jerseyNumber, teamId, status: 'active' });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  } else {
    const { gameId, payload } = record.sheets[index - record.players.length]!;
    const [game, season] = await Promise.all([
      Game.findById(gameId).lean<StoredGame>(),
      SeasonModel.findById(record.seasonId).lean<StoredSeason>(),
    ]);
    if (!game || !season) throw new NotFoundError();
    await saveScores(game, await repairSeason(season), payload, fantasy);
  }
  await StatsImport.updateOne({ _id: record._id }, { $max: { done: index + 1 }, $set: { touchedAt: new Date() } });
}

/** Refused for good (the round locked or a player gone meanwhile): running the step again would be refused again. */
const refusedForGood = (error: unknown): error is DomainError =>
  error instanceof InputError ||
  error instanceof NotFoundError ||
  (error instanceof ConflictError && error.message !== 'errors:conflict');

/**
 * Runs the import's steps from the first not done, then marks it applied. Whoever runs it (the apply, the same file
 * again, the resume job, even two at once) does the same writes. A step refused for good marks the import failed.
 */
export async function finishImport(importId: Types.ObjectId, deps: ImportDeps): Promise<StatsImportResult> {
  const record = await StatsImport.findById(importId).lean<StoredStatsImport>();
  if (!record) throw new NotFoundError();
  if (record.status === 'failed') throw new ConflictError(record.failure ?? 'errors:conflict');
  const before = record.status;
  if (record.status === 'applying') {
    const steps = record.players.length + record.sheets.length;
    try {
      for (let index = record.done; index < steps; index++) await runImportStep(record, index, deps);
    } catch (error) {
      if (refusedForGood(error)) {
        await StatsImport.updateOne(
          { _id: importId, status: 'applying' },
          { $set: { status: 'failed', failure: error.message } },
        );
      }
      throw error;
    }
    await StatsImport.updateOne(
      { _id: importId, status: 'applying' },
      { $set: { status: 'applied', appliedAt: new Date() } },
    );
  }
  // Another runner may have marked it applied first: its time is the import's.
  const { appliedAt } = (await StatsImport.findById(importId, { appliedAt: 1 }).lean())!;
  const alreadyApplied = before === 'applied';
  return {
    id: importId.toHexString(),
    appliedAt: appliedAt!.toISOString(),
    alreadyApplied,
    games: alreadyApplied ? 0 : record.games,
    lines: alreadyApplied ? 0 : record.lines,
  };
}

/**
 * Records a round's import with its plan, once per content and choices (a unique insert), and returns its id; refused
 * (400, nothing written) unless its preview can be applied. Recorded already (the same file again), its stored plan is
 * the import, whatever the round looks like now: half of it may be saved.
 */
export async function recordImport(
  season: StoredSeason,
  week: number,
  input: ImportInput,
  resolutions: Record<string, string>,
  userId: string | null,
): Promise<Types.ObjectId> {
  const { preview, games } = await planImport(season, week, await readImportInput(input), resolutions);
  const key = { seasonId: season._id, week, hash: preview.hash };
  const recorded = await StatsImport.findOne(key, { _id: 1 }).lean();
  if (recorded) return recorded._id;
  if (!preview.canApply) {
    const violations = [...preview.rows, ...preview.games.flatMap((game) => game.lines)]
      .filter((line) => line.status === 'error' || (line.status === 'notFound' && !line.skipped))
      .slice(0, 50)
      .map((line) => {
        const [first] = line.errors;
        const message = first?.message ?? 'errors:statsImportPlayerNotFound';
        return { property: `rows.${line.row}`, message, params: first?.params };
      });
    throw new InputError(violations, 'errors:statsImportHasErrors');
  }
  try {
    return (await StatsImport.create({ ...key, ...planSteps(games), createdBy: userId }))._id;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Another click of the same import recorded it a moment ago: its plan is the one run.
    return (await StatsImport.findOne(key, { _id: 1 }).lean())!._id;
  }
}

/**
 * Applies a round's import as one change: recorded with its plan, then its steps run. The same file again finds its
 * import: applied, nothing changes; still applying (a crash), its remaining steps are run and it answers finished.
 */
export async function applyImport(
  season: StoredSeason,
  week: number,
  input: ImportInput,
  resolutions: Record<string, string>,
  { fantasy, userId }: ImportDeps & { userId: string | null },
): Promise<StatsImportResult> {
  return finishImport(await recordImport(season, week, input, resolutions, userId), { fantasy });
}

/**
 * The resume job's work: every import left 'applying' longer than STALE_IMPORT_MS (at `now`) is finished. One that
 * fails is logged and left for the next run (or marked failed, if refused for good). Returns how many were finished.
 */
export async function resumeStaleImports(deps: ImportDeps, now = Date.now()): Promise<number> {
  const stale = await StatsImport.find(
    { status: 'applying', touchedAt: mongoose.trusted({ $lt: new Date(now - STALE_IMPORT_MS) }) },
    { _id: 1 },
  ).lean();
  let finished = 0;
  for (const { _id } of stale) {
    try {
      await finishImport(_id, deps);
      finished++;
    } catch (err) {
      logger.warn({ err, importId: _id.toHexString() }, 'stats import: resuming an import failed');
    }
  }
  return finished;
}
