import type { Types } from 'mongoose';
import { encodeLineup } from './lineup-codec';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';

/** The packed lineup of a roster's RosterPlayer documents as they are now. */
async function currentLineup(rosterId: Types.ObjectId): Promise<string> {
  const players = await RosterPlayer.find({ rosterId }, { _id: 0, playerId: 1, activityStatus: 1 }).lean();
  return encodeLineup(
    players.map(({ playerId, activityStatus }) => ({ playerId: playerId.toHexString(), activityStatus })),
  );
}

/**
 * Rebuilds a roster's `lineup` from its RosterPlayer documents; every change of a roster's players calls it after
 * writing them. Two changes at once may each read the players, then write in the other order: so each call reads the
 * players again after its write and writes again until what it wrote is still what they say. Whichever call writes
 * last has then seen the last change (no transactions on FerretDB v1). Returns the lineup stored.
 */
export async function refreshLineup(rosterId: Types.ObjectId): Promise<string> {
  let lineup = await currentLineup(rosterId);
  for (;;) {
    await Roster.updateOne({ _id: rosterId }, { $set: { lineup } });
    const now = await currentLineup(rosterId);
    if (now === lineup) return lineup;
    lineup = now;
  }
}
