import { formatDisplayDate, type SeasonGame } from '@hfl/contracts';

/** A row of the games editor as entered: team ids, the date as DD/MM/YYYY, the kickoff HH:mm ('' unknown), the round. */
export interface GameRow {
  /** A stored game keeps its id, so the service updates it (and keeps its statistics) instead of recreating it. */
  id?: string;
  team1: string;
  team2: string;
  date: string;
  time: string;
  week: string;
}

export function toGameRows(games: readonly SeasonGame[]): GameRow[] {
  return games.map((game) => ({
    id: game.id,
    team1: game.team1.id,
    team2: game.team2.id,
    date: formatDisplayDate(game.date),
    time: game.time ?? '',
    week: String(game.week),
  }));
}

/** A new row; it continues the previous row's round, since games are usually entered round by round. */
export const newGameRow = (previous?: GameRow): GameRow => ({
  team1: '',
  team2: '',
  date: '',
  time: '',
  week: previous?.week ?? '',
});
