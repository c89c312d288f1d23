import mongoose, { type Types } from 'mongoose';
import type { ActivityStatus, FantasyPosition } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { encodeLineup } from '../models/lineup-codec';
import { Roster } from '../models/roster';
import { RosterCard, rosterCardId } from '../models/roster-card';
import { RosterPlayer } from '../models/roster-player';

/** A roster player as the roster card keeps him. */
export interface CardPlayer {
  /** The roster player's id. */
  id: string;
  playerId: string;
  fantasyPosition: FantasyPosition;
  activityStatus: ActivityStatus;
  /** ISO date. */
  addedAt: string;
}

/** The same players always pack the same (by roster player id). */
const packCard = (players: readonly CardPlayer[]): string =>
  JSON.stringify([...players].sort((a, b) => a.id.localeCompare(b.id)));

export const unpackCard = (players: string): CardPlayer[] => JSON.parse(players) as CardPlayer[];

/** A roster's RosterPlayer documents as they are now (a scan on FerretDB: the truth, read when the card is not enough). */
export async function storedCardPlayers(rosterId: Types.ObjectId): Promise<CardPlayer[]> {
  const players = await RosterPlayer.find({ rosterId }).lean();
  return players.map((player) => ({
    id: player._id.toHexString(),
    playerId: player.playerId.toHexString(),
    fantasyPosition: player.fantasyPosition,
    activityStatus: player.activityStatus,
    addedAt: player.addedAt.toISOString(),
  }));
}

const lineupOfCard = (players: readonly CardPlayer[]) =>
  encodeLineup(players.map(({ playerId, activityStatus }) => ({ playerId, activityStatus })));

/**
 * Writes a roster's packed lineup and its card from its players as a change decided them (inside the roster's lock, so
 * nothing else changes them meanwhile): both by `_id`, no scan.
 */
export async function saveLineup(
  roster: { _id: Types.ObjectId; leagueSeasonId: Types.ObjectId; fantasyTeamId: Types.ObjectId },
  players: readonly CardPlayer[],
): Promise<void> {
  await Promise.all([
    Roster.updateOne({ _id: roster._id }, { $set: { lineup: lineupOfCard(players) } }),
    writeCard(rosterCardId(roster.leagueSeasonId, roster.fantasyTeamId), {
      rosterId: roster._id,
      players: packCard(players),
      pending: false,
    }),
  ]);
}

/**
 * `saveLineup` of many rosters at once (a waiver run's, each inside its lock): the lineups in one command, a statement
 * per roster, and the cards replaced whole, deleted in one command and inserted in another: FerretDB v1 runs each
 * statement of an update in a transaction of its own (sixteen cards' updates took 8 ms, their delete and insert 2 ms).
 * Between the two a card is missing, which every reader takes for "read the truth", as for a card never written or a
 * writer that died; a reader that wrote it back from the truth meanwhile is written over (`writeCard`).
 */
export async function saveLineups(
  changed: ReadonlyArray<{
    roster: { _id: Types.ObjectId; leagueSeasonId: Types.ObjectId; fantasyTeamId: Types.ObjectId };
    players: readonly CardPlayer[];
    /** The card's `snapshotWeek` (see `ensureRosterSnapshots`), kept by the replaced card. */
    snapshotWeek: number;
  }>,
): Promise<void> {
  if (changed.length === 0) return;
  const cards = changed.map(({ roster, players, snapshotWeek }) => ({
    _id: rosterCardId(roster.leagueSeasonId, roster.fantasyTeamId),
    card: { rosterId: roster._id, players: packCard(players), pending: false, snapshotWeek },
  }));
  const replaceCards = async () => {
    await RosterCard.deleteMany({ _id: mongoose.trusted({ $in: cards.map(({ _id }) => _id) }) });
    try {
      await RosterCard.insertMany(
        cards.map(({ _id, card }) => ({ _id, ...card })),
        { ordered: false, lean: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      for (const { _id, card } of cards) await writeCard(_id, card);
    }
  };
  await Promise.all([
    Roster.bulkWrite(
      changed.map(({ roster, players }) => ({
        updateOne: { filter: { _id: roster._id }, update: { $set: { lineup: lineupOfCard(players) } } },
      })),
      { ordered: false },
    ),
    replaceCards(),
  ]);
}

/** Writes a card by `_id`: an update, else an insert (a concurrent insert won: update it then). No upsert: on FerretDB v1 each is a transaction of its own. */
async function writeCard(
  _id: string,
  card: { rosterId: Types.ObjectId; players: string; pending: boolean; snapshotWeek?: number },
) {
  if ((await RosterCard.updateOne({ _id }, { $set: card })).matchedCount > 0) return;
  try {
    await RosterCard.create({ _id, ...card });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await RosterCard.updateOne({ _id }, { $set: card });
  }
}

/**
 * Rebuilds a roster's `lineup` and card from its RosterPlayer documents; every change of a roster's players that does
 * not write them itself (`saveLineup`) calls it after writing them. Two changes at once may each read the players,
 * then write in the other order: so each call reads the players again after its write and writes again until what it
 * wrote is still what they say. Whichever call writes last has then seen the last change (no transactions on FerretDB
 * v1). Returns the lineup stored.
 */
export async function refreshLineup(rosterId: Types.ObjectId): Promise<string> {
  const roster = await Roster.findById(rosterId, { leagueSeasonId: 1, fantasyTeamId: 1 }).lean();
  if (!roster) return '';
  let players = await storedCardPlayers(rosterId);
  for (;;) {
    await saveLineup(roster, players);
    const now = await storedCardPlayers(rosterId);
    if (packCard(now) === packCard(players)) return lineupOfCard(players);
    players = now;
  }
}

/** Marks a roster's card as being changed, before a change writes its RosterPlayer documents. */
export async function markCardPending(roster: { leagueSeasonId: Types.ObjectId; fantasyTeamId: Types.ObjectId }) {
  await RosterCard.updateOne(
    { _id: rosterCardId(roster.leagueSeasonId, roster.fantasyTeamId) },
    { $set: { pending: true } },
  );
}
