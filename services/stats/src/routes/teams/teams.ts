import { Router } from 'express';
import type { Types } from 'mongoose';
import { realTeamSchema, type RealTeam as RealTeamView, type RealTeamPayload, type RealTeamStatus } from '@hfl/contracts';
import { allowVisitors, ConflictError, NotFoundError, requireSuperAdmin, validate } from '@hfl/kit';
import { Game } from '../../models/game';
import { Player } from '../../models/player';
import { RealTeam, type RealTeamFields } from '../../models/real-team';
import { ACTIVE_SEASON_KEY, SeasonModel } from '../../models/season';
import { defaultSeason, seasonTotals } from '../../player-scores';
import { byPositionThenName, compareNames, playerSummaries } from '../../player-views';
import { objectIdParam } from '../id-param';

type StoredTeam = RealTeamFields & { _id: Types.ObjectId };

const toRealTeam = (team: StoredTeam, nbPlayers: number): RealTeamView => ({
  id: team._id.toHexString(),
  name: team.name,
  status: team.status as RealTeamStatus,
  nbPlayers,
});

/** Players on each club today (by team id, hex). */
async function playerCounts(): Promise<Map<string, number>> {
  const counts = await Player.aggregate<{ _id: Types.ObjectId; count: number }>([{ $group: { _id: '$teamId', count: { $sum: 1 } } }]);
  return new Map(counts.map(({ _id, count }) => [_id.toHexString(), count]));
}

/** Section 4: while a season is ongoing the clubs taking part are fixed (no team added or deleted). */
async function refuseWhileSeasonOngoing(): Promise<void> {
  if (await SeasonModel.exists({ activeKey: ACTIVE_SEASON_KEY, status: 'ongoing' })) throw new ConflictError('errors:seasonOngoing');
}

export function teamsRouter(): Router {
  const router = Router();

  // Everyone, visitors included: the real league is public (players page filters, rosters).
  router.get('/teams', allowVisitors, async (_req, res) => {
    const [teams, counts] = await Promise.all([RealTeam.find().lean(), playerCounts()]);
    const rows = teams.map((team) => toRealTeam(team, counts.get(team._id.toHexString()) ?? 0));
    res.json(rows.sort((a, b) => compareNames(a.name, b.name)));
  });

  router.post('/teams', requireSuperAdmin, validate(realTeamSchema), async (req, res) => {
    const { name, status } = req.body as RealTeamPayload;
    await refuseWhileSeasonOngoing();
    // The schema turns a missing status into 'active'; null only exists in its type.
    const team = await RealTeam.create({ name, status: status ?? undefined });
    res.status(201).json(toRealTeam(team.toObject(), 0));
  });

  router.post('/teams/:id', requireSuperAdmin, validate(realTeamSchema), async (req, res) => {
    const { name, status } = req.body as RealTeamPayload;
    const team = await RealTeam.findOneAndUpdate(
      { _id: objectIdParam(req, 'id') },
      { $set: { name, status: status ?? undefined } },
      { returnDocument: 'after', lean: true },
    );
    if (!team) throw new NotFoundError();
    res.json(toRealTeam(team, await Player.countDocuments({ teamId: team._id })));
  });

  router.delete('/teams/:id', requireSuperAdmin, async (req, res) => {
    const id = objectIdParam(req, 'id');
    const team = await RealTeam.findById(id).lean();
    if (!team) throw new NotFoundError();
    await refuseWhileSeasonOngoing();
    // Schedules and statistics name the club: it stays while any game does.
    if (await Game.exists({ $or: [{ team1Id: id }, { team2Id: id }] })) throw new ConflictError('errors:teamInSchedule');
    if (await Player.exists({ teamId: id })) throw new ConflictError('errors:teamHasPlayers');
    await RealTeam.deleteOne({ _id: id });
    // A player written onto the club meanwhile (it checks for the club after its own write): the club comes back as it was.
    if (await Player.exists({ teamId: id })) {
      await RealTeam.collection.insertOne(team);
      throw new ConflictError('errors:teamHasPlayers');
    }
    res.status(204).end();
  });

  // Everyone: the club's players today, with the default season's totals.
  router.get('/teams/:id/players', allowVisitors, async (req, res) => {
    const team = await RealTeam.findById(objectIdParam(req, 'id')).lean();
    if (!team) throw new NotFoundError();
    const season = await defaultSeason();
    const [players, totals] = await Promise.all([
      Player.find({ teamId: team._id }).lean(),
      season ? seasonTotals(season._id) : Promise.resolve(new Map()),
    ]);
    res.json((await playerSummaries(players, totals)).sort(byPositionThenName));
  });

  return router;
}
