import type { RequestHandler } from 'express';
import { contextSlot, NotFoundError } from '@hfl/kit';
import { seasonSlot } from '../league-seasons/access';
import type { Stats } from '../peers/stats';
import { currentSeasonSlot } from '../rosters/access';
import { seasonBoard, type SeasonBoard } from './season-board';

export const boardSlot = contextSlot<SeasonBoard>('seasonBoard');

/**
 * The league season's board (its current season, or the one `:seasonId` names); 404 before it has a schedule. Needs
 * `loadCurrentSeasonIfAny` or `loadSeasonParam`.
 */
export function loadBoard(stats: Stats): RequestHandler {
  return async (_req, res, next) => {
    const season = currentSeasonSlot.find(res) ?? seasonSlot.find(res);
    const board = season && (await seasonBoard(stats, season));
    if (!board) return next(new NotFoundError());
    boardSlot.set(res, board);
    next();
  };
}
