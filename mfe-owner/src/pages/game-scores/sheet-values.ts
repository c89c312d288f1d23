import { getIn, setIn, type FormikErrors } from 'formik';
import type { TFunction } from 'i18next';
import {
  enteredStatKeys,
  formValidator,
  gameScoresSchema,
  missingStats,
  type GameDetails,
  type GamePlayerLine,
  type GameScoresPayload,
  type PlayerStats,
  type PlayerSummary,
  type StatKey,
} from '@hfl/contracts';

/** A number input's value as Formik keeps it: a number once typed, '' when empty; '0'/'12' from a text input. */
export type EnteredValue = number | string;

export type SideKey = 'team1' | 'team2';

export interface SheetValues {
  scoreTeam1: EnteredValue;
  scoreTeam2: EnteredValue;
  /** Every listed player's entered statistics, keyed by player id. */
  players: Record<string, Partial<Record<StatKey, EnteredValue>>>;
  addPlayersTeam1: string[];
  addPlayersTeam2: string[];
}

/** A player on the sheet: a saved line, or one added in this form (not saved yet: no statistics, no points). */
export interface SheetLine extends GamePlayerLine {
  added: boolean;
}

export const ADDED_KEY = { team1: 'addPlayersTeam1', team2: 'addPlayersTeam2' } as const satisfies Record<
  SideKey,
  keyof SheetValues
>;

const isBlank = (value: EnteredValue | undefined | null) =>
  value === undefined || value === null || String(value).trim() === '';

/** Empty inputs for the statistics a player of this position is asked for. */
export function emptyStats(position: GamePlayerLine['position']): Partial<Record<StatKey, EnteredValue>> {
  return Object.fromEntries(enteredStatKeys(position).map((key) => [key, '']));
}

/** The sheet as saved: the scores (empty until entered) and each line's entered statistics (empty until saved). */
export function sheetValues(game: GameDetails): SheetValues {
  const lines = [...game.team1.players, ...game.team2.players];
  return {
    scoreTeam1: game.team1.score ?? '',
    scoreTeam2: game.team2.score ?? '',
    players: Object.fromEntries(
      lines.map((line) => [
        line.id,
        Object.fromEntries(enteredStatKeys(line.position).map((key) => [key, line.stats[key] ?? ''])),
      ]),
    ),
    addPlayersTeam1: [],
    addPlayersTeam2: [],
  };
}

/** One side's lines: the saved ones, then the players added in this form (found in the player pool). */
export function sideLines(
  game: GameDetails,
  side: SideKey,
  values: SheetValues,
  pool: ReadonlyMap<string, PlayerSummary>,
): SheetLine[] {
  const added = values[ADDED_KEY[side]].flatMap((id) => {
    const player = pool.get(id);
    if (!player) return [];
    const { name, position, jerseyNumber } = player;
    return [{ id, name, position, jerseyNumber, stats: {}, fantasy_points: null, added: true }];
  });
  return [...game[side].players.map((line) => ({ ...line, added: false })), ...added];
}

/** "Fill scores with zeros": every empty score and statistic becomes 0; what was typed stays. */
export function fillZeros(values: SheetValues, lines: readonly SheetLine[]): SheetValues {
  const zeroIfBlank = (value: EnteredValue | undefined) => (isBlank(value) ? 0 : (value as EnteredValue));
  return {
    ...values,
    scoreTeam1: zeroIfBlank(values.scoreTeam1),
    scoreTeam2: zeroIfBlank(values.scoreTeam2),
    players: {
      ...values.players,
      ...Object.fromEntries(
        lines.map((line) => [
          line.id,
          Object.fromEntries(
            enteredStatKeys(line.position).map((key) => [key, zeroIfBlank(values.players[line.id]?.[key])]),
          ),
        ]),
      ),
    },
  };
}

/** The typed statistics as numbers; empty ones are left out (the service's "missing" rule names them). */
function typedStats(players: SheetValues['players']): Record<string, PlayerStats> {
  return Object.fromEntries(
    Object.entries(players).map(([id, stats]) => [
      id,
      Object.fromEntries(
        Object.entries(stats)
          .filter(([, value]) => !isBlank(value))
          .map(([key, value]) => [key, Number(value)]),
      ),
    ]),
  );
}

/**
 * The sheet checked as the service checks it: the contract's schema (scores 0–999, whole-number statistics) and
 * `missingStats` (every listed player's every entered statistic), with the same messages, translated.
 */
export async function validateSheet(
  values: SheetValues,
  lines: readonly SheetLine[],
  t: TFunction,
): Promise<FormikErrors<SheetValues>> {
  let errors = (await formValidator(gameScoresSchema, t)(values)) as FormikErrors<SheetValues>;
  for (const { property, message } of missingStats(lines, typedStats(values.players))) {
    if (getIn(errors, property) === undefined) errors = setIn(errors, property, t(message));
  }
  return errors;
}

/** `POST /api/games/{id}/scores`: call on valid values. */
export function toScoresPayload(values: SheetValues, force: boolean): GameScoresPayload {
  return {
    scoreTeam1: Number(values.scoreTeam1),
    scoreTeam2: Number(values.scoreTeam2),
    players: typedStats(values.players),
    addPlayersTeam1: values.addPlayersTeam1,
    addPlayersTeam2: values.addPlayersTeam2,
    force,
  };
}

/**
 * Cells copied from a spreadsheet (rows by line ends, cells by tabs) as the fields they fill: from the line and
 * statistic pasted into, rightwards across the group's entered statistics and downwards across its lines; what falls
 * outside the grid is left out. A number stays a number, anything else is kept as typed for the validation to name.
 * Null for a single cell, which the input takes itself.
 */
export function pastedBlock(
  text: string,
  lines: readonly { id: string }[],
  keys: readonly StatKey[],
  start: { line: number; key: number },
): { name: string; value: EnteredValue }[] | null {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((row) => row.split('\t'));
  if (rows.length === 1 && rows[0]!.length === 1) return null;
  return rows.flatMap((cells, r) => {
    const line = lines[start.line + r];
    if (!line) return [];
    return cells.flatMap((cell, c) => {
      const key = keys[start.key + c];
      if (!key) return [];
      const typed = cell.trim();
      const value: EnteredValue = typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed;
      return [{ name: `players.${line.id}.${key}`, value }];
    });
  });
}
