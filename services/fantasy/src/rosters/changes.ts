import mongoose, { Types } from 'mongoose';
import {
  activeMove,
  benchMove,
  landingOf,
  lineupOf,
  ROSTER_SIZE,
  startingSlots,
  switchPlaces,
  type ActivityStatus,
  type FantasyPosition,
  type Lineup,
  type RosterMovePayload,
  type RosterPlayerInfo,
  type RosterView,
} from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, NotFoundError } from '@hfl/kit';
import {
  markCardPending,
  refreshLineup,
  saveLineup,
  saveLineups,
  storedCardPlayers,
  unpackCard,
  type CardPlayer,
} from '../lineups/lineups';
import type { LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterCard, rosterCardId } from '../models/roster-card';
import { RosterPlayer } from '../models/roster-player';
import type { Stats } from '../peers/stats';
import { recordActivity, type ActivityEntry } from './activity';
import { playerDirectory, unknownPlayer, type LeagueTeams } from './directory';
import { requireOpen, rosterOpenness } from '../league-seasons/openness';
import { withRosterLocks } from './roster-lock';
import { ensureRosterSnapshots } from './snapshots';
import { lineupPlayers, rosterViews, type RosterIdentity } from './views';

/** The roster being changed, its league season and teams, and who changes it (its manager: see `loadOwnRoster`). */
export interface RosterChange {
  roster: RosterIdentity;
  season: LeagueSeasonFields;
  teams: LeagueTeams;
  userId: string;
}

type Players = ReturnType<typeof lineupPlayers>;

/** What a change decides on: the roster's players as they are inside its lock, laid out in the lineup. */
export interface Current {
  players: Players;
  lineup: Lineup<Players[number]>;
  directory: Map<string, RosterPlayerInfo>;
}

type Place = { id: string; fantasyPosition: FantasyPosition };

/** What a change writes: a player claimed, one cut, players in new places; null: nothing to do. */
export interface Edit {
  added?: CardPlayer;
  /** When the pick of `added` was asked: whoever held him before is on another team, after it won a race. */
  askedAt?: Date;
  removed?: CardPlayer;
  places?: readonly Place[];
  /** The league activity's lines (an add and drop writes both, a won waiver claim one line for both). */
  activities?: ReadonlyArray<ActivityLine>;
}

interface ActivityLine {
  type: 'add' | 'cut' | 'waiver';
  /** Unique per transaction: `<type>:<rosterPlayerId>` unless given. */
  key?: string;
  rosterPlayerId: string;
  playerId: string;
  otherPlayerId?: string;
  priority?: number;
  lostTeamIds?: readonly string[];
}

/** A waiver claim an add decides (`waivers/run.ts`): the activity says so in one line. */
export interface ClaimActivity {
  claimId: string;
  priority: number;
  lostTeamIds: readonly string[];
}

const activityOf = (slot: FantasyPosition): ActivityStatus => (slot === 'BENCH' ? 'bench' : 'active');

type PlayersNow = { players: CardPlayer[]; snapshotWeek: number; reread: boolean };

/**
 * The roster's players inside its lock: its card, or the RosterPlayer documents when the card is missing or pending;
 * and up to which round its lineup snapshots are taken.
 */
async function playersNow(roster: RosterIdentity): Promise<PlayersNow> {
  return playersOf(roster, await RosterCard.findById(rosterCardId(roster.leagueSeasonId, roster.fantasyTeamId)).lean());
}

type StoredCard = { players: string; pending: boolean; snapshotWeek: number };

async function playersOf(roster: RosterIdentity, card: StoredCard | null | undefined): Promise<PlayersNow> {
  const snapshotWeek = card?.snapshotWeek ?? 0;
  if (card && !card.pending) return { players: unpackCard(card.players), snapshotWeek, reread: false };
  return { players: await storedCardPlayers(roster._id), snapshotWeek, reread: true };
}

/**
 * `playersNow` of many rosters (a waiver run's, inside their locks), their cards read in one query; with them the
 * cards of `others`, rosters it does not hold: their players as their cards say, null for a card missing or pending.
 */
export async function playersOfRosters(
  rosters: readonly RosterIdentity[],
  others: readonly RosterIdentity[] = [],
): Promise<{ locked: PlayersNow[]; others: Array<CardPlayer[] | null> }> {
  const idOf = (roster: RosterIdentity) => rosterCardId(roster.leagueSeasonId, roster.fantasyTeamId);
  const ids = [...rosters, ...others].map(idOf);
  const cards = ids.length ? await RosterCard.find({ _id: mongoose.trusted({ $in: ids }) }).lean() : [];
  const byId = new Map(cards.map((card) => [card._id, card]));
  return {
    locked: await Promise.all(rosters.map((roster) => playersOf(roster, byId.get(idOf(roster))))),
    others: others.map((roster) => {
      const card = byId.get(idOf(roster));
      return card && !card.pending ? unpackCard(card.players) : null;
    }),
  };
}

/**
 * Why a claim of the player lost to another roster's: he was already on another team before the pick was asked (that
 * team named), or another manager picked him in the meantime. Left as a race when his holder is gone again or is a
 * trade moving him (parked off every roster).
 */
async function claimRefusal(change: RosterChange, playerId: string, askedAt: Date | undefined): Promise<ConflictError> {
  const holder = await RosterPlayer.findOne(
    { leagueSeasonId: change.season._id, playerId: new Types.ObjectId(playerId) },
    { rosterId: 1, addedAt: 1 },
  ).lean();
  const before = holder && askedAt && holder.addedAt.getTime() < askedAt.getTime();
  const roster = before ? await Roster.findById(holder.rosterId, { fantasyTeamId: 1 }).lean() : null;
  const team = roster && change.teams.get(roster.fantasyTeamId.toHexString());
  return team
    ? new ConflictError('errors:playerOnAnotherTeam', { team: team.name })
    : new ConflictError('errors:playerAlreadyTaken');
}

/** The players after an edit: the cut one gone, the claimed one there, the moved ones in their new places. */
export function editedPlayers(players: readonly CardPlayer[], edit: Edit): CardPlayer[] {
  const places = new Map((edit.places ?? []).map((place) => [place.id, place.fantasyPosition]));
  return [...players.filter((p) => p.id !== edit.removed?.id), ...(edit.added ? [edit.added] : [])].map((player) => {
    const fantasyPosition = places.get(player.id);
    return fantasyPosition ? { ...player, fantasyPosition, activityStatus: activityOf(fantasyPosition) } : player;
  });
}

/**
 * Writes an edit: the claim first (a duplicate key: somebody else has the player, nothing written), then the cut, then
 * the places, the roster's packed lineup and its card at once. Inside the roster's lock nothing else writes them; a
 * write failing midway marks the card pending (the next change reads the truth), as the lock's takeover does for a
 * holder that died. Returns the players as they are now.
 */
async function applyEdit(change: RosterChange, players: CardPlayer[], edit: Edit): Promise<CardPlayer[]> {
  const { roster, season } = change;
  if (edit.added) {
    try {
      await RosterPlayer.create({
        _id: new Types.ObjectId(edit.added.id),
        leagueSeasonId: season._id,
        rosterId: roster._id,
        playerId: new Types.ObjectId(edit.added.playerId),
        fantasyPosition: edit.added.fantasyPosition,
        activityStatus: edit.added.activityStatus,
        addedAt: new Date(edit.added.addedAt),
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw await claimRefusal(change, edit.added.playerId, edit.askedAt);
      throw error;
    }
  }
  try {
    if (edit.removed) {
      const { deletedCount } = await RosterPlayer.deleteOne({ _id: new Types.ObjectId(edit.removed.id) });
      if (deletedCount === 0) {
        // The card said he was there and he is not: the card is rebuilt from the truth.
        await refreshLineup(roster._id);
        throw new NotFoundError('errors:notOnRoster');
      }
    }
    const now = editedPlayers(players, edit);
    await Promise.all([
      ...(edit.places ?? []).map(({ id, fantasyPosition }) =>
        RosterPlayer.updateOne(
          { _id: new Types.ObjectId(id) },
          { $set: { fantasyPosition, activityStatus: activityOf(fantasyPosition) } },
        ),
      ),
      saveLineup(roster, now),
    ]);
    return now;
  } catch (error) {
    if (!(error instanceof NotFoundError)) await markCardPending(roster);
    throw error;
  }
}

/** A roster many edits change at once (a waiver run's): its players as its lock found them and as the edits left them. */
export interface RosterRewrite {
  roster: RosterIdentity;
  before: readonly CardPlayer[];
  after: readonly CardPlayer[];
  /** Up to which round its lineup snapshots are taken (its card keeps it). */
  snapshotWeek: number;
}

const INSERT_BATCH = 500;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / INSERT_BATCH) }, (_, i) =>
    items.slice(i * INSERT_BATCH, (i + 1) * INSERT_BATCH),
  );

/**
 * The claims of many rosters' edits at once (each roster inside its lock): the players they add, each the unique
 * (league season, player) insert `applyEdit` makes, in one statement. A duplicate key means another roster has one of
 * them: then none is kept (those inserted are taken back) and the players taken are answered, so that the edits are
 * decided again without them. Answers [] once all are claimed.
 */
export async function claimAddedPlayers(season: LeagueSeasonFields, rewrites: readonly RosterRewrite[]) {
  const docs = rewrites.flatMap(({ roster, before, after }) => {
    const had = new Set(before.map((player) => player.id));
    return after
      .filter((player) => !had.has(player.id))
      .map((player) => ({
        _id: new Types.ObjectId(player.id),
        leagueSeasonId: season._id,
        rosterId: roster._id,
        playerId: new Types.ObjectId(player.playerId),
        fantasyPosition: player.fantasyPosition,
        activityStatus: player.activityStatus,
        addedAt: new Date(player.addedAt),
      }));
  });
  for (const [index, chunk] of chunks(docs).entries()) {
    try {
      await RosterPlayer.insertMany(chunk, { ordered: false, lean: true });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const tried = docs.slice(0, (index + 1) * INSERT_BATCH);
      const landed = new Set<string>();
      for (const some of chunks(tried.map((doc) => doc._id))) {
        const found = await RosterPlayer.find({ _id: mongoose.trusted({ $in: some }) }, { _id: 1 }).lean();
        for (const { _id } of found) landed.add(_id.toHexString());
        await RosterPlayer.deleteMany({ _id: mongoose.trusted({ $in: some }) });
      }
      return tried.filter((doc) => !landed.has(doc._id.toHexString())).map((doc) => doc.playerId.toHexString());
    }
  }
  return [];
}

/**
 * The rest of many rosters' edits once their players are claimed (`claimAddedPlayers`): the players cut (one
 * statement), those moved, the rosters' packed lineups and cards. A cut player already gone means a card was wrong: the
 * caller marks the cards pending (as `applyEdit` does), so that the next change reads the truth.
 */
export async function completeRewrites(rewrites: readonly RosterRewrite[]): Promise<void> {
  const removed: Types.ObjectId[] = [];
  const moved: Place[] = [];
  for (const { before, after } of rewrites) {
    const now = new Map(after.map((player) => [player.id, player]));
    for (const player of before) {
      const next = now.get(player.id);
      if (!next) removed.push(new Types.ObjectId(player.id));
      else if (next.fantasyPosition !== player.fantasyPosition) moved.push(next);
    }
  }
  for (const chunk of chunks(removed)) {
    const { deletedCount } = await RosterPlayer.deleteMany({ _id: mongoose.trusted({ $in: chunk }) });
    if (deletedCount !== chunk.length) throw new Error('a roster card named a player no longer on the roster');
  }
  if (moved.length > 0)
    await RosterPlayer.bulkWrite(
      moved.map(({ id, fantasyPosition }) => ({
        updateOne: {
          filter: { _id: new Types.ObjectId(id) },
          update: { $set: { fantasyPosition, activityStatus: activityOf(fantasyPosition) } },
        },
      })),
      { ordered: false },
    );
  await saveLineups(rewrites.map(({ roster, after, snapshotWeek }) => ({ roster, players: after, snapshotWeek })));
}

/**
 * The edit with every starter stored in the slot contracts' `startingSlots` names for the lineup it leaves, so the
 * stored slots always form the lineup the pages show (a trade reads them as stored).
 */
export function withNamedSlots(
  before: readonly CardPlayer[],
  edit: Edit,
  directory: Map<string, RosterPlayerInfo>,
): Edit {
  const moved = new Map((edit.places ?? []).map((place) => [place.id, place.fantasyPosition]));
  const after = [...before.filter((p) => p.id !== edit.removed?.id), ...(edit.added ? [edit.added] : [])].map(
    (player) => ({ player, slot: moved.get(player.id) ?? player.fantasyPosition }),
  );
  const named = startingSlots(
    after.flatMap(({ player, slot }) =>
      slot === 'BENCH'
        ? []
        : [
            {
              id: player.playerId,
              position: (directory.get(player.playerId) ?? unknownPlayer(player.playerId)).position,
            },
          ],
    ),
  );
  const nameOf = ({ player, slot }: (typeof after)[number]): FantasyPosition =>
    slot === 'BENCH' ? slot : (named.get(player.playerId) ?? slot);
  const places = after
    .filter((entry) => entry.player.id !== edit.added?.id && nameOf(entry) !== entry.player.fantasyPosition)
    .map((entry) => ({ id: entry.player.id, fantasyPosition: nameOf(entry) }));
  const added = after.find((entry) => entry.player.id === edit.added?.id);
  return {
    ...edit,
    ...(added && { added: { ...added.player, fantasyPosition: nameOf(added) } }),
    places,
  };
}

/** The players as a change decides on them: laid out in the lineup by their real positions. */
export function currentOf(players: readonly CardPlayer[], directory: Map<string, RosterPlayerInfo>): Current {
  const laidOut = lineupPlayers(players, directory);
  return { players: laidOut, lineup: lineupOf(laidOut), directory };
}

/** The league activity's lines an edit of the change's roster writes. */
export function activityEntries(change: RosterChange, edit: Edit): ActivityEntry[] {
  const { roster, season, userId } = change;
  return (edit.activities ?? []).map((activity) => ({
    key: activity.key ?? `${activity.type}:${activity.rosterPlayerId}`,
    leagueId: season.leagueId,
    leagueSeasonId: season._id,
    type: activity.type,
    teamId: roster.fantasyTeamId,
    userId,
    playerId: activity.playerId,
    otherPlayerId: activity.otherPlayerId,
    priority: activity.priority,
    lostTeamIds: activity.lostTeamIds,
  }));
}

/**
 * Every change of a roster's players: refused unless the roster is open (409 with the reason), then inside the
 * roster's lock the started rounds' lineup snapshots are made sure of, the players read again and `decide` checks
 * them with the lineup rules; its edit is written. Answers the roster as it is now.
 */
export async function changeRoster(
  stats: Stats,
  change: RosterChange,
  decide: (current: Current) => Edit | null,
): Promise<RosterView> {
  const { roster, season, userId } = change;
  const openness = await rosterOpenness(stats, season);
  requireOpen(openness);
  const players = await withRosterLocks([roster._id], async () => {
    const [{ players: before, snapshotWeek, reread }, directory] = await Promise.all([
      playersNow(roster),
      playerDirectory(stats, season.realSeasonId.toHexString()),
    ]);
    // Before anything changes: the started rounds keep the lineup they started with.
    await ensureRosterSnapshots(roster, openness.currentWeek, snapshotWeek);
    let edit: Edit | null;
    try {
      edit = decide(currentOf(before, directory));
    } finally {
      // A card read again from the truth is written back, whatever is decided (an edit writes it anyway).
      if (reread) await saveLineup(roster, before);
    }
    if (!edit) return before;
    const after = await applyEdit(change, before, withNamedSlots(before, edit, directory));
    for (const entry of activityEntries(change, edit)) await recordActivity(entry);
    return after;
  });
  const ref = { _id: roster._id, leagueSeasonId: roster.leagueSeasonId, fantasyTeamId: roster.fantasyTeamId, players };
  const [view] = await rosterViews(stats, season, [ref], change.teams, userId);
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
  return changeRoster(stats, change, (current) => {
    const player = onRoster(current, rosterPlayerId);
    if ((player.fantasyPosition === 'BENCH') === (direction === 'bench')) return null;
    const option =
      direction === 'bench' ? benchMove(current.lineup, rosterPlayerId) : activeMove(current.lineup, rosterPlayerId);
    if (option.kind !== 'move')
      throw new ConflictError(direction === 'bench' ? 'errors:noBenchSpot' : 'errors:noActiveSpot');
    return { places: [{ id: rosterPlayerId, fantasyPosition: option.slot }] };
  });
}

/** Two roster players change places when the lineup rules allow it; otherwise 409 "players cannot switch". */
export function switchPlayers(stats: Stats, change: RosterChange, a: string, b: string): Promise<RosterView> {
  return changeRoster(stats, change, (current) => {
    onRoster(current, a);
    onRoster(current, b);
    const places = switchPlaces(current.lineup, a, b);
    if (!places) throw new ConflictError('errors:playersCannotSwitch');
    return { places };
  });
}

/** Cuts a roster player (404 "no longer on the roster" when gone); the league's activity says so. */
export function cutPlayer(stats: Stats, change: RosterChange, rosterPlayerId: string): Promise<RosterView> {
  return changeRoster(stats, change, (current) => {
    const { stored } = onRoster(current, rosterPlayerId);
    return { removed: stored, activities: [{ type: 'cut', rosterPlayerId, playerId: stored.playerId }] };
  });
}

/**
 * Adds a free agent (a real player of the season: 404 otherwise), and drops the roster player `drop` names in the same
 * change when the newcomer needs his place (a full roster, or no place for his position): inside the roster's lock the
 * claim is written before the drop, so a lost claim drops nobody and nothing can be lost in between. With room for him
 * the newcomer only joins and `drop` stays. He takes a free starting slot that fits him, else the bench (a bench
 * player moving up when the bench is full); replacing the dropped player he takes his slot if he fits it (contracts'
 * `landingOf`). Without a drop: a full roster is 409 "roster full", no place 409. The claim is the unique (league
 * season, player) insert, as in the draft: of two managers adding him at once, exactly one gets him, the other 409
 * "another manager has just picked this player"; a player another team already had before the add was asked is 409
 * "already on another team" with that team's name. The activity says add (and cut); a waiver claim's one line says
 * waiver, with the player dropped.
 */
export async function addFreeAgent(
  stats: Stats,
  change: RosterChange,
  playerId: string,
  drop?: string,
  claim?: ClaimActivity,
): Promise<{ roster: RosterView; dropped: string | null }> {
  const askedAt = new Date();
  let dropped: string | null = null;
  const roster = await changeRoster(stats, change, (current) => {
    const edit = addEdit(current, playerId, drop, askedAt, claim);
    dropped = edit.removed?.id ?? null;
    return edit;
  });
  return { roster, dropped };
}

/**
 * `addFreeAgent`'s decision on the roster as it is (a manager's add, and each claim a waiver run decides): the player
 * added where contracts' `landingOf` puts him, `drop` cut when he needs the place; a refusal throws its 404 or 409.
 */
export function addEdit(
  current: Current,
  playerId: string,
  drop: string | undefined,
  askedAt: Date,
  claim?: ClaimActivity,
): Edit {
  const player = current.directory.get(playerId);
  if (!player) throw new NotFoundError('errors:playerNotInSeason');
  const full = current.players.length >= ROSTER_SIZE;
  const roomy = full ? null : landingOf(current.lineup, player.position);
  if (!roomy && drop === undefined) {
    if (full) throw new ConflictError('errors:rosterFull', { size: ROSTER_SIZE });
    throw new ConflictError('errors:noPlaceOnRoster', { position: player.position });
  }
  const leaving = roomy ? undefined : onRoster(current, drop!);
  const landing = roomy ?? landingOf(current.lineup, player.position, leaving!.id);
  if (!landing) throw new ConflictError('errors:noPlaceOnRoster', { position: player.position });
  const rosterPlayerId = new Types.ObjectId().toHexString();
  const removed = leaving?.stored;
  return {
    added: {
      id: rosterPlayerId,
      playerId,
      fantasyPosition: landing.fantasyPosition,
      activityStatus: activityOf(landing.fantasyPosition),
      addedAt: new Date().toISOString(),
    },
    askedAt,
    ...(removed && { removed }),
    places: landing.promotions,
    activities: claim
      ? [
          {
            type: 'waiver',
            key: `waiver:${claim.claimId}`,
            rosterPlayerId,
            playerId,
            otherPlayerId: removed?.playerId,
            priority: claim.priority,
            lostTeamIds: claim.lostTeamIds,
          },
        ]
      : [
          { type: 'add', rosterPlayerId, playerId },
          ...(removed ? [{ type: 'cut' as const, rosterPlayerId: removed.id, playerId: removed.playerId }] : []),
        ],
  };
}
