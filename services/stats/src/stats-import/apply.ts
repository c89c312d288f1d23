import { enteredStatKeys, type GameScoresPayload, type PlayerStats, type StatsImportResult } from '@hfl/contracts';
import { InputError, isDuplicateKeyError } from '@hfl/kit';
import { Player } from '../models/player';
import { StatsImport } from '../models/stats-import';
import type { Fantasy } from '../peers/fantasy';
import type { StoredSeason } from '../seasons/season-access';
import { saveScores } from '../games/score-sheet';
import { planImport, type ImportedGame } from './preview';
import { readImportInput, type ImportInput } from './import-input';

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

/**
 * Applies a round's import as one change: refused (400, nothing written) unless its preview can be applied; the
 * import is recorded once per content and choices (a unique insert), then each changed game's sheet is saved by the
 * owner's own save (scored, fantasy told). The same file again finds its import applied and changes nothing; one left
 * half-applied by a crash is finished, every save being idempotent.
 */
export async function applyImport(
  season: StoredSeason,
  week: number,
  input: ImportInput,
  resolutions: Record<string, string>,
  { fantasy, userId }: { fantasy: Fantasy; userId: string | null },
): Promise<StatsImportResult> {
  const { preview, games } = await planImport(season, week, await readImportInput(input), resolutions);
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
  const key = { seasonId: season._id, week, hash: preview.hash };
  let record = await StatsImport.findOne(key).lean();
  if (record?.status === 'applied') {
    return {
      id: record._id.toHexString(),
      appliedAt: record.appliedAt!.toISOString(),
      alreadyApplied: true,
      games: 0,
      lines: 0,
    };
  }
  if (!record) {
    try {
      record = (await StatsImport.create({ ...key, createdBy: userId })).toObject();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Another click of the same import inserted it a moment ago: its saves are the same as ours would be.
      record = (await StatsImport.findOne(key).lean())!;
    }
  }
  // Players added to their club's list first, with the ids the sheets name them by (found again by name if a crash
  // interrupted an earlier try after this step).
  for (const { player, create } of games.flatMap((target) => target.imported)) {
    if (!create || !player) continue;
    const { _id, name, position, jerseyNumber } = player;
    await Player.create({ _id, name, position, jerseyNumber, teamId: create.teamId, status: 'active' });
  }
  let savedGames = 0;
  let savedLines = 0;
  for (const target of games) {
    const payload = sheetPayload(target);
    if (!payload) continue;
    await saveScores(target.game, season, payload, fantasy);
    savedGames++;
    savedLines += target.imported.filter((line) => line.line.status === 'new' || line.line.status === 'changed').length;
  }
  const appliedAt = new Date();
  await StatsImport.updateOne(
    { _id: record._id, status: 'applying' },
    { $set: { status: 'applied', appliedAt, games: savedGames, lines: savedLines } },
  );
  return {
    id: record._id.toHexString(),
    appliedAt: appliedAt.toISOString(),
    alreadyApplied: false,
    games: savedGames,
    lines: savedLines,
  };
}
