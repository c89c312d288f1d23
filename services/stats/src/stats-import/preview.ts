import { createHash } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import {
  enteredStatKeys,
  foldForSearch,
  newPlayerPosition,
  type ImportColumn,
  type Position,
  type PlayerStats,
  type StatKey,
  type StatsImportCandidate,
  type StatsImportGame,
  type StatsImportIssue,
  type StatsImportLine,
  type StatsImportPreview,
} from '@hfl/contracts';
import { ConflictError } from '@hfl/kit';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { StatsImport } from '../models/stats-import';
import { teamNames } from '../players/player-views';
import type { StoredSeason } from '../seasons/season-access';
import type { StoredGame } from '../games/game-access';
import { LINE_FIELDS, sheetLines, type LinePlayer, type SheetLines } from '../games/game-details';
import { checkStatsEditable } from '../games/score-sheet';
import { importRows, isScoreRow, type ImportRow } from './import-rows';
import type { Table } from './read-table';

/** At most this many close matches are offered for a player not found. */
const MAX_CANDIDATES = 5;

interface CandidatePlayer extends LinePlayer {
  teamId: Types.ObjectId;
}

/** A row taken for a game: the player it is about (when found or chosen) and his side. */
export interface ImportedLine {
  row: ImportRow;
  side: 1 | 2;
  player: LinePlayer | null;
  line: StatsImportLine;
  /** The player is new: the apply adds him to his club's list (with this id) before saving the sheet. */
  create?: { teamId: Types.ObjectId };
}

/** One game of the round as the import sees it, with what applying needs. */
export interface ImportedGame {
  game: StoredGame;
  lines: SheetLines;
  /** Entered and derived statistics stored for the game, by player id. */
  stored: Map<string, PlayerStats>;
  scores: [number | null, number | null];
  imported: ImportedLine[];
  preview: StatsImportGame;
}

export interface ImportPlan {
  preview: StatsImportPreview;
  games: ImportedGame[];
}

/** Edit distance of two short texts (names), for the close matches. */
function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** How close a written name is to a player's, smaller is closer; null when not close at all. */
function closeness(written: string, player: string): number | null {
  if (!written) return null;
  if (written === player) return 0;
  const near = distance(written, player);
  if (near <= Math.max(2, Math.floor(written.length / 4))) return near;
  // "Kovács" for "Kovács Péter": a whole word of the name (not a two-letter one) is close too.
  const words = new Set(player.split(' '));
  if (written.split(' ').some((word) => word.length >= 3 && words.has(word))) return 10;
  return null;
}

/** The player a row adds to his club's list: its name, the position chosen, its number when it is one (1–99). */
function newLinePlayer(row: ImportRow, position: Position): LinePlayer {
  const jersey = Number(row.jersey);
  return {
    _id: new mongoose.Types.ObjectId(),
    name: row.name,
    position,
    jerseyNumber: row.jersey !== '' && jersey >= 1 && jersey <= 99 ? jersey : null,
  };
}

const toPlayer = (player: LinePlayer) => ({
  id: player._id.toHexString(),
  name: player.name,
  position: player.position,
  jerseyNumber: player.jerseyNumber ?? null,
});

/** The side's player the row names: by name (the number tells apart two of one name), else by number alone. */
function findOnSide(row: ImportRow, side: LinePlayer[]): LinePlayer | null {
  const name = foldForSearch(row.name);
  const jersey = row.jersey === '' ? null : Number(row.jersey);
  if (name) {
    const named = side.filter((player) => foldForSearch(player.name) === name);
    const numbered = named.filter((player) => jersey === null || player.jerseyNumber === jersey);
    if (numbered.length === 1) return numbered[0]!;
    return named.length === 1 && jersey === null ? named[0]! : null;
  }
  const numbered = side.filter((player) => player.jerseyNumber === jersey);
  return numbered.length === 1 ? numbered[0]! : null;
}

/** Players the row may mean: the club's with its number first, then close names anywhere, closest first. */
function candidatesFor(
  row: ImportRow,
  clubId: Types.ObjectId,
  side: LinePlayer[],
  other: LinePlayer[],
  everyone: CandidatePlayer[],
  names: Map<string, string>,
): StatsImportCandidate[] {
  const onSheet = new Set(side.map((player) => player._id.toHexString()));
  const onOtherSide = new Set(other.map((player) => player._id.toHexString()));
  const written = foldForSearch(row.name);
  const jersey = row.jersey === '' ? null : Number(row.jersey);
  // The other side's players cannot be listed on this one.
  const scored = everyone.flatMap((player) => {
    if (onOtherSide.has(player._id.toHexString())) return [];
    const sameNumber = jersey !== null && player.teamId.equals(clubId) && player.jerseyNumber === jersey;
    const near = closeness(written, foldForSearch(player.name));
    if (near === null && !sameNumber) return [];
    // The club's own come before another club's namesake.
    const rank = (near ?? 5) - (sameNumber ? 3 : 0) + (player.teamId.equals(clubId) ? 0 : 0.5);
    return [{ player, rank }];
  });
  return scored
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_CANDIDATES)
    .map(({ player }) => {
      const teamId = player.teamId.toHexString();
      return {
        ...toPlayer(player),
        team: names.has(teamId) ? { id: teamId, name: names.get(teamId)! } : null,
        onSheet: onSheet.has(player._id.toHexString()),
      };
    });
}

/** The values a row sets that differ from what the game stores for the player (`old` null: no line yet). */
function changesOf(row: ImportRow, player: LinePlayer, stored: PlayerStats | undefined) {
  return enteredStatKeys(player.position).flatMap((key) => {
    const value = row.stats[key];
    if (value === undefined && stored) return [];
    const next = value ?? 0;
    const old = stored ? (stored[key] ?? 0) : null;
    return old === next ? [] : [{ key, old, new: next }];
  });
}

/** A statistic the position does not score, given as anything but 0, is a mistake worth saying. */
function positionIssues(row: ImportRow, player: LinePlayer, headers: Map<ImportColumn, string>): StatsImportIssue[] {
  const wanted = new Set<StatKey>(enteredStatKeys(player.position));
  return (Object.entries(row.stats) as [StatKey, number][])
    .filter(([key, value]) => value !== 0 && !wanted.has(key))
    .map(([key]) => ({
      column: key,
      message: 'errors:statsImportNotForPosition',
      params: { column: headers.get(key) ?? key, position: player.position },
    }));
}

const blankLine = (row: ImportRow): StatsImportLine => ({
  row: row.row,
  club: row.club,
  jersey: row.jersey,
  name: row.name,
  status: 'error',
  player: null,
  changes: [],
  candidates: [],
  skipped: false,
  errors: row.errors,
});

/** What the same content and choices hash to: the file's values as read, not its bytes (CSV or workbook alike). */
function importHash(seasonId: string, week: number, rows: ImportRow[], resolutions: Record<string, string>): string {
  const content = rows.map((row) => [
    row.row,
    foldForSearch(row.club),
    row.jersey,
    foldForSearch(row.name),
    row.score,
    row.stats,
  ]);
  const choices = Object.entries(resolutions).sort(([a], [b]) => Number(a) - Number(b));
  return createHash('sha256')
    .update(JSON.stringify([seasonId, week, content, choices]))
    .digest('hex');
}

/**
 * What importing `table` into round `week` would do, per game: each row's player (or why not), the values it
 * changes, the scores, and whether it can be applied. `resolutions` are the owner's choices for players not found
 * (row → player id, or 'skip'). Reads only.
 */
export async function planImport(
  season: StoredSeason,
  week: number,
  table: Table,
  resolutions: Record<string, string> = {},
): Promise<ImportPlan> {
  const { rows, headers } = importRows(table);
  const games = await Game.find({ seasonId: season._id, week }).sort({ date: 1, _id: 1 }).lean<StoredGame[]>();
  const gameIds = games.map((game) => game._id);
  const [names, stats, sheets, everyone] = await Promise.all([
    teamNames(games.flatMap((game) => [game.team1Id, game.team2Id])),
    PlayerStat.find({ gameId: mongoose.trusted({ $in: gameIds }) }, { gameId: 1, playerId: 1, stats: 1 }).lean(),
    Promise.all(games.map(sheetLines)),
    Player.find({}, { ...LINE_FIELDS, teamId: 1 }).lean<CandidatePlayer[]>(),
  ]);
  const allNames = await teamNames(everyone.map((player) => player.teamId));
  const byId = new Map(everyone.map((player) => [player._id.toHexString(), player]));

  // Which game and side a club plays in this round (a club with two games cannot be told apart by name).
  const clubs = new Map<string, { index: number; side: 1 | 2 }[]>();
  games.forEach((game, index) =>
    ([1, 2] as const).forEach((side) => {
      const name = foldForSearch(names.get((side === 1 ? game.team1Id : game.team2Id).toHexString()) ?? '');
      clubs.set(name, [...(clubs.get(name) ?? []), { index, side }]);
    }),
  );

  const planned: ImportedGame[] = games.map((game, index) => {
    const stored = new Map<string, PlayerStats>(
      stats
        .filter((stat) => stat.gameId.equals(game._id))
        .map((stat) => [stat.playerId.toHexString(), stat.stats as PlayerStats]),
    );
    const side = (teamId: Types.ObjectId, score: number | null | undefined) => ({
      id: teamId.toHexString(),
      name: names.get(teamId.toHexString()) ?? '',
      score: { old: score ?? null, new: score ?? null },
    });
    return {
      game,
      lines: sheets[index]!,
      stored,
      scores: [game.score1 ?? null, game.score2 ?? null],
      imported: [],
      preview: {
        id: game._id.toHexString(),
        team1: side(game.team1Id, game.score1),
        team2: side(game.team2Id, game.score2),
        lines: [],
        errors: [],
        untouched: 0,
        inFile: false,
      },
    };
  });

  const stray: StatsImportLine[] = [];
  const scoreRows = new Map<string, number>();
  for (const row of rows) {
    const line = blankLine(row);
    const places = row.club ? clubs.get(foldForSearch(row.club)) : undefined;
    if (row.errors.length === 0 && row.club && !places) {
      line.errors = [{ column: 'club', message: 'errors:statsImportUnknownClub', params: { club: row.club, week } }];
    } else if (row.errors.length === 0 && places && places.length > 1) {
      line.errors = [{ column: 'club', message: 'errors:statsImportClubTwice', params: { club: row.club, week } }];
    }
    // A row of no game (an unknown club or none, a club with two games) stands apart; a game's row stays in it.
    if (!places || places.length !== 1) {
      stray.push(line);
      continue;
    }
    const { index, side } = places[0]!;
    const target = planned[index]!;
    target.preview.inFile = true;
    if (line.errors.length > 0) {
      target.preview.lines.push(line);
      continue;
    }
    if (isScoreRow(row)) {
      if (row.score === null) continue;
      const key = `${index}/${side}`;
      if (scoreRows.has(key)) {
        line.errors = [
          { column: 'score', message: 'errors:statsImportScoreTwice', params: { row: scoreRows.get(key)! } },
        ];
        stray.push(line);
        continue;
      }
      scoreRows.set(key, row.row);
      target.scores[side - 1] = row.score;
      target.preview[side === 1 ? 'team1' : 'team2'].score.new = row.score;
      continue;
    }
    const sideLines = side === 1 ? target.lines.team1 : target.lines.team2;
    let player = findOnSide(row, sideLines);
    const choice = resolutions[String(row.row)];
    const clubId = side === 1 ? target.game.team1Id : target.game.team2Id;
    const newPosition = newPlayerPosition(choice);
    let create: ImportedLine['create'];
    if (!player && newPosition && row.name) {
      // The club's own player of that name (one added by an earlier try of this import) rather than a second one.
      const name = foldForSearch(row.name);
      player =
        everyone.find((other) => other.teamId.equals(clubId) && foldForSearch(other.name) === name) ??
        newLinePlayer(row, newPosition);
      if (!everyone.some((other) => other._id.equals(player!._id))) create = { teamId: clubId };
    } else if (!player && choice && choice !== 'skip') player = byId.get(choice) ?? null;
    if (!player) {
      line.status = 'notFound';
      line.skipped = choice === 'skip';
      const otherLines = side === 1 ? target.lines.team2 : target.lines.team1;
      line.candidates = candidatesFor(row, clubId, sideLines, otherLines, everyone, allNames);
    } else {
      const id = player._id.toHexString();
      const twice = target.imported.find(
        (other) =>
          other.player?._id.equals(player!._id) ||
          (create && other.create && other.side === side && foldForSearch(other.row.name) === foldForSearch(row.name)),
      );
      const onOtherSide = (side === 1 ? target.lines.team2 : target.lines.team1).some((p) => p._id.equals(player!._id));
      line.player = create ? { ...toPlayer(player), id: '' } : toPlayer(player);
      line.errors = [
        ...(twice ? [{ message: 'errors:statsImportPlayerTwice', params: { row: twice.row.row } }] : []),
        ...(onOtherSide ? [{ message: 'errors:gamePlayerUnknown' }] : []),
        ...positionIssues(row, player, headers),
      ];
      line.changes = changesOf(row, player, target.stored.get(id));
      line.status =
        line.errors.length > 0
          ? 'error'
          : !target.stored.has(id)
            ? 'new'
            : line.changes.length > 0
              ? 'changed'
              : 'unchanged';
    }
    target.imported.push({ row, side, player, line, create });
    target.preview.lines.push(line);
  }

  for (const target of planned) {
    // A game of the template left as it came (no score yet, nothing but zeros for players without a line) is not
    // imported: a round's file may fill some games and leave the others for later.
    const untouchedTemplate =
      target.scores.every((score) => score === null) &&
      target.preview.lines.every((line) => line.status === 'new') &&
      target.imported.every(
        ({ row, line }) => line.status === 'new' && Object.values(row.stats).every((value) => value === 0),
      );
    if (target.preview.inFile && untouchedTemplate) {
      target.preview.inFile = false;
      target.preview.lines = [];
      target.imported = [];
    }
    const named = new Set(target.imported.flatMap((line) => (line.player ? [line.player._id.toHexString()] : [])));
    target.preview.untouched = [...target.lines.team1, ...target.lines.team2].filter(
      (player) => !named.has(player._id.toHexString()),
    ).length;
    if (!target.preview.inFile) continue;
    try {
      checkStatsEditable(target.game, season, false);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      target.preview.errors.push({ message: error.message });
    }
    if (target.scores.some((score) => score === null))
      target.preview.errors.push({ message: 'errors:statsImportNoScore' });
  }

  const lines = [...planned.flatMap((target) => target.preview.lines), ...stray];
  const counts = {
    new: lines.filter((line) => line.status === 'new').length,
    changed: lines.filter((line) => line.status === 'changed').length,
    unchanged: lines.filter((line) => line.status === 'unchanged').length,
    notFound: lines.filter((line) => line.status === 'notFound' && !line.skipped).length,
    errors: lines.filter((line) => line.status === 'error').length,
  };
  const hash = importHash(season._id.toHexString(), week, rows, resolutions);
  const [applied, applying] = await Promise.all([
    StatsImport.findOne({ seasonId: season._id, week, hash, status: 'applied' }, { appliedAt: 1 }).lean(),
    StatsImport.findOne({ seasonId: season._id, week, status: 'applying' }, { createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean(),
  ]);
  return {
    games: planned,
    preview: {
      seasonId: season._id.toHexString(),
      week,
      hash,
      games: planned.map((target) => target.preview),
      rows: stray,
      counts,
      appliedAt: applied?.appliedAt?.toISOString() ?? null,
      applyingSince: applying?.createdAt?.toISOString() ?? null,
      canApply:
        counts.errors === 0 &&
        counts.notFound === 0 &&
        planned.every((target) => target.preview.errors.length === 0) &&
        planned.some((target) => target.preview.inFile),
    },
  };
}
