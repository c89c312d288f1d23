import ExcelJS from 'exceljs';
import mongoose from 'mongoose';
import enOwner from '@hfl/contracts/locales/en/owner.json' with { type: 'json' };
import huOwner from '@hfl/contracts/locales/hu/owner.json' with { type: 'json' };
import { enteredStatKeys, IMPORT_STAT_KEYS, type Locale, type PlayerStats } from '@hfl/contracts';
import { csvCell, UTF8_BOM } from '@hfl/kit';
import { Game } from '../models/game';
import { PlayerStat } from '../models/player-stat';
import { teamNames } from '../players/player-views';
import type { StoredSeason } from '../seasons/season-access';
import type { StoredGame } from '../games/game-access';
import { sheetLines } from '../games/game-details';
import { columnLabel, IMPORT_COLUMNS } from './columns';

type Cell = string | number;

/**
 * The round as a file to fill in: the headers in the owner's language, then per game each club's own row (its score,
 * if saved) and its sheet's players with their statistics (as saved, else 0; blank where the position has none).
 * Imported untouched it changes nothing in a saved game.
 */
async function templateRows(season: StoredSeason, week: number, locale: Locale): Promise<Cell[][]> {
  const games = await Game.find({ seasonId: season._id, week }).sort({ date: 1, _id: 1 }).lean<StoredGame[]>();
  const [names, stats, sheets] = await Promise.all([
    teamNames(games.flatMap((game) => [game.team1Id, game.team2Id])),
    PlayerStat.find(
      { gameId: mongoose.trusted({ $in: games.map((game) => game._id) }) },
      { gameId: 1, playerId: 1, stats: 1 },
    ).lean(),
    Promise.all(games.map(sheetLines)),
  ]);
  const rows: Cell[][] = [IMPORT_COLUMNS.map((column) => columnLabel(column, locale))];
  games.forEach((game, index) => {
    const stored = new Map(
      stats
        .filter((stat) => stat.gameId.equals(game._id))
        .map((stat) => [stat.playerId.toHexString(), stat.stats as PlayerStats]),
    );
    const sides = [
      [game.team1Id, game.score1, sheets[index]!.team1],
      [game.team2Id, game.score2, sheets[index]!.team2],
    ] as const;
    for (const [teamId, score, players] of sides) {
      const club = names.get(teamId.toHexString()) ?? '';
      rows.push([club, '', '', score ?? '', ...IMPORT_STAT_KEYS.map(() => '')]);
      for (const player of players) {
        const wanted = new Set(enteredStatKeys(player.position));
        const saved = stored.get(player._id.toHexString()) ?? {};
        rows.push([
          club,
          player.jerseyNumber ?? '',
          player.name,
          '',
          ...IMPORT_STAT_KEYS.map((key) => (wanted.has(key) ? (saved[key] ?? 0) : '')),
        ]);
      }
    }
  });
  return rows;
}

const SHEET_NAMES: Record<Locale, string> = { en: enOwner.statsImport.sheet, hu: huOwner.statsImport.sheet };

/** The template as a workbook: bold, frozen headers. */
export async function statsTemplateXlsx(season: StoredSeason, week: number, locale: Locale): Promise<Buffer> {
  const rows = await templateRows(season, week, locale);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAMES[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  // A blank cell, not an empty text, where there is nothing.
  sheet.addRows(rows.map((row) => row.map((cell) => (cell === '' ? null : cell))));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 || i === 2 ? 24 : 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The template as CSV (UTF-8 with a BOM): semicolons in Hungarian, where Excel's list separator is one (the decimal
 * mark being a comma), commas in English; the import reads either.
 */
export async function statsTemplateCsv(season: StoredSeason, week: number, locale: Locale): Promise<string> {
  const rows = await templateRows(season, week, locale);
  const separator = locale === 'hu' ? ';' : ',';
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(separator)).join('\r\n') + '\r\n';
}

/** The template's file name in the owner's language. */
export const templateFileName = (week: number, locale: Locale, format: 'xlsx' | 'csv'): string =>
  `${locale === 'hu' ? `statisztika-${week}-fordulo` : `statistics-round-${week}`}.${format}`;
