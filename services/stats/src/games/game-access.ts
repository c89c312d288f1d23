import type { RequestHandler } from 'express';
import type { Types } from 'mongoose';
import { contextSlot, NotFoundError, objectIdParam } from '@hfl/kit';
import { Game, type GameFields } from '../models/game';
import { SeasonModel } from '../models/season';
import { repairSeason, seasonSlot, type StoredSeason } from '../seasons/season-access';

export type StoredGame = GameFields & { _id: Types.ObjectId };

/** The game a request is about; `loadGame` sets it (and its season in `seasonSlot`). */
export const gameSlot = contextSlot<StoredGame>('game');

/** Loads `:id`'s game into `gameSlot` and its season (repaired) into `seasonSlot`. */
export const loadGame: RequestHandler = async (req, res, next) => {
  const game = await Game.findById(objectIdParam(req, 'id')).lean<StoredGame>();
  if (!game) throw new NotFoundError();
  const season = await SeasonModel.findById(game.seasonId).lean<StoredSeason>();
  if (!season) throw new NotFoundError();
  gameSlot.set(res, game);
  seasonSlot.set(res, await repairSeason(season));
  next();
};
