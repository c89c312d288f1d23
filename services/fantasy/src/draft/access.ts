import type { RequestHandler } from 'express';
import { contextSlot, isSuperAdmin, NotAllowedError, NotFoundError } from '@hfl/kit';
import { currentSeasonId, leagueIdSlot, leagueInfoSlot, seasonOf, seasonSlot } from '../league-seasons/access';
import type { Leagues } from '../peers/leagues';
import type { DraftFields } from '../models/draft';
import type { DraftEngine } from './engine';

/** The season's draft; null before it starts. */
export const draftSlot = contextSlot<DraftFields | null>('draft');

/**
 * A pick's draft: the live draft of the league's current season as the engine keeps it (liveDraft), so a pick reads
 * only the pointer; when it is not live, the season and the Draft as stored, for the pick to say why.
 */
export function loadLiveDraft(engine: DraftEngine): RequestHandler {
  return async (_req, res, next) => {
    const seasonId = await currentSeasonId(leagueIdSlot.get(res));
    const live = seasonId && (await engine.liveDraft(seasonId));
    if (live) {
      draftSlot.set(res, live);
      return next();
    }
    const season = await seasonOf(seasonId);
    seasonSlot.set(res, season);
    draftSlot.set(res, await engine.load(season._id));
    next();
  };
}

/** The live draft of the loaded season (null before it starts). */
export function loadDraft(engine: DraftEngine): RequestHandler {
  return async (_req, res, next) => {
    draftSlot.set(res, await engine.load(seasonSlot.get(res)._id));
    next();
  };
}

/**
 * Members (a team in the league) and the owner only. A started draft knows its teams, so the hot paths ask nobody;
 * before the start the league's teams come from leagues. A manager removed mid-draft is no member any more.
 */
export function requireDraftMember(leagues: Leagues): RequestHandler {
  return async (req, res, next) => {
    if (isSuperAdmin(req)) return next();
    const draft = draftSlot.find(res);
    let teams = draft?.teams ?? leagueInfoSlot.find(res)?.teams;
    if (!teams) {
      const info = await leagues.draftInfo(leagueIdSlot.get(res));
      if (!info) return next(new NotFoundError());
      leagueInfoSlot.set(res, info);
      teams = info.teams;
    }
    const userId = req.identity?.userId;
    if (!teams.some((team) => team.userId === userId) || (userId && draft?.removedUserIds.includes(userId))) {
      return next(new NotAllowedError());
    }
    next();
  };
}
