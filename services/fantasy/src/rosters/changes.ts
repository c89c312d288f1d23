import { Types } from 'mongoose';
import {
  activeMove,
  benchMove,
  landingOf,
  lineupOf,
  ROSTER_SIZE,
  switchPlaces,
  type FantasyPosition,
  type Lineup,
  type RosterMovePayload,
  type RosterTeam,
  type RosterView,
} from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, NotFoundError } from '@hfl/kit';
import { refreshLineup } from '../lineups/lineups';
import type { LeagueSeasonFields } from '../models/league-season';
import { RosterPlayer } from '../models/roster-player';
import type { Stats } from '../peers/stats';
import { recordActivity } from './activity';
import { playerDirectory, type DirectoryPlayer } from './directory';
import { requireOpen, rosterOpenness } from './openness';
import { withRosterLocks } from './roster-lock';
import { ensureRosterSnapshots } from './snapshots';
import { lineupPlayers, rosterViews, type StoredRoster } from './views';

/** The roster being changed, its league season and teams, and who changes it (its manager: see `loadOwnRoster`). */
export interface RosterChange {
  roster: StoredRoster;
  season: LeagueSeasonFields;
  teams: Map<string, RosterTeam>;
  userId: string;
}

type Players = ReturnType<typeof lineupPlayers>;

/** What a change decides on: the roster's players as they are inside its lock, laid out in the lineup. */
interface Current {
  players: Players;
  lineup: Lineup<Players[number]>;
  directory: Map<string, DirectoryPlayer>;
}

const activityOf = (slot: FantasyPosition) => (slot === 'BENCH' ? 'bench' : 'active');

/** Puts roster players in their new places. */
async function place(
  rosterId: Types.ObjectId,
  places: ReadonlyArray<{ id: string; fantasyPosition: FantasyPosition }>,
) {
  await Promise.all(
    places.map(({ id, fantasyPosition }) =>
      RosterPlayer.updateOne(
        { _id: new Types.ObjectId(id), rosterId },
        { $set: { fantasyPosition, activityStatus: activityOf(fantasyPosition) } },
      ),
    ),
  );
}

/**
 * Every change of a roster's players: refused unless the roster is open (409 with the reason), then inside the
 * roster's lock the started rounds' lineup snapshots are made sure of, the players read again and `decide` checks and
 * writes; the packed lineup follows. Answers the roster as it is now.
 */
async function changeRoster(
  stats: Stats,
  change: RosterChange,
  decide: (current: Current) => Promise<void>,
): Promise<RosterView> {
  const { roster, season } = change;
  const openness = await rosterOpenness(stats, season);
  requireOpen(openness);
  await withRosterLocks([roster._id], async () => {
    await ensureRosterSnapshots(roster._id, openness.currentWeek);
    const [stored, directory] = await Promise.all([
      RosterPlayer.find({ rosterId: roster._id }).lean(),
      playerDirectory(stats, season.realSeasonId.toHexString()),
    ]);
    const players = lineupPlayers(stored, directory);
    await decide({ players, lineup: lineupOf(players), directory });
    await refreshLineup(roster._id);
  });
  const [view] = await rosterViews(stats, season, [roster], change.teams, change.userId);
  return view!;
}

const onRoster = (current: Current, rosterPlayerId: string) => {
  const player = current.players.find((p) => p.id === rosterPlayerId);
  if (!player) throw new NotFoundError('errors:notOnRoster');
  return player;
};

/**
 * Move to bench (only with a free bench place: with 6 there, 409 "no bench spot", the page offers the switch) or to
 * the lineup (into the first free slot that takes him; none: 409 "no active spot"). Already there: nothing to do.
 */
export function movePlayer(
  stats: Stats,
  change: RosterChange,
  rosterPlayerId: string,
  { direction }: RosterMovePayload,
): Promise<RosterView> {
  return changeRoster(stats, change, async (current) => {
    const player = onRoster(current, rosterPlayerId);
    if ((player.fantasyPosition === 'BENCH') === (direction === 'bench')) return;
    const option =
      direction === 'bench' ? benchMove(current.lineup, rosterPlayerId) : activeMove(current.lineup, rosterPlayerId);
    if (option.kind !== 'move')
      throw new ConflictError(direction === 'bench' ? 'errors:noBenchSpot' : 'errors:noActiveSpot');
    await place(change.roster._id, [{ id: rosterPlayerId, fantasyPosition: option.slot }]);
  });
}

/** Two roster players change places when the lineup rules allow it; otherwise 409 "players cannot switch". */
export function switchPlayers(stats: Stats, change: RosterChange, a: string, b: string): Promise<RosterView> {
  return changeRoster(stats, change, async (current) => {
    onRoster(current, a);
    onRoster(current, b);
    const places = switchPlaces(current.lineup, a, b);
    if (!places) throw new ConflictError('errors:playersCannotSwitch');
    await place(change.roster._id, places);
  });
}

/** Cuts a roster player (404 "no longer on the roster" when gone); the league's activity says so. */
export function cutPlayer(stats: Stats, change: RosterChange, rosterPlayerId: string): Promise<RosterView> {
  return changeRoster(stats, change, async (current) => {
    const player = onRoster(current, rosterPlayerId);
    const { deletedCount } = await RosterPlayer.deleteOne({ _id: player.stored._id, rosterId: change.roster._id });
    if (deletedCount === 0) throw new NotFoundError('errors:notOnRoster');
    await recordActivity({
      key: `cut:${rosterPlayerId}`,
      leagueId: change.season.leagueId,
      leagueSeasonId: change.season._id,
      type: 'cut',
      teamId: change.roster.fantasyTeamId,
      userId: change.userId,
      playerId: player.stored.playerId,
    });
  });
}

/**
 * Picks a free agent (a real player of the season: 404 otherwise) onto a roster with fewer than 14 players: he takes
 * a free starting slot that fits him, else the bench (a bench player moving up when the bench is full); no place: 409.
 * The claim is the unique (league season, player) insert, as in the draft: of two managers picking him at once,
 * exactly one gets him, the other 409 "another manager has just picked this player".
 */
export function pickFreeAgent(stats: Stats, change: RosterChange, playerId: string): Promise<RosterView> {
  return changeRoster(stats, change, async (current) => {
    const player = current.directory.get(playerId);
    if (!player) throw new NotFoundError('errors:playerNotInSeason');
    if (current.players.length >= ROSTER_SIZE) throw new ConflictError('errors:rosterFull', { size: ROSTER_SIZE });
    const landing = landingOf(current.lineup, player.position);
    if (!landing) throw new ConflictError('errors:noPlaceOnRoster', { position: player.position });
    let added: Types.ObjectId;
    try {
      ({ _id: added } = await RosterPlayer.create({
        leagueSeasonId: change.season._id,
        rosterId: change.roster._id,
        playerId: new Types.ObjectId(playerId),
        fantasyPosition: landing.fantasyPosition,
        activityStatus: activityOf(landing.fantasyPosition),
        addedAt: new Date(),
      }));
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError('errors:playerAlreadyTaken');
      throw error;
    }
    await place(change.roster._id, landing.promotions);
    await recordActivity({
      key: `add:${added.toHexString()}`,
      leagueId: change.season.leagueId,
      leagueSeasonId: change.season._id,
      type: 'add',
      teamId: change.roster.fantasyTeamId,
      userId: change.userId,
      playerId: new Types.ObjectId(playerId),
    });
  });
}
