import mongoose, { Types } from 'mongoose';

/**
 * The one place accounts' tests write a peer's data, straight into its collections (the peers run for real on the
 * file's database): leagues' leagues and memberships, as leagues stores them.
 */
export async function writeLeague(
  nbMaxTeams: number,
  members: { userId: string; role?: 'LEAGUE_ADMIN' | 'LEAGUE_USER'; status?: 'active' | 'pending' }[],
): Promise<string> {
  const db = mongoose.connection.db!;
  const leagueId = new Types.ObjectId();
  const admin = members.find((member) => member.role === 'LEAGUE_ADMIN');
  await db.collection('leagues').insertOne({
    _id: leagueId,
    name: `League ${leagueId.toHexString().slice(-6)}`,
    description: '',
    nbMaxTeams,
    adminUserId: admin?.userId ?? null,
    slides: [],
    createdAt: new Date(),
  });
  if (members.length > 0) {
    await db.collection('memberships').insertMany(
      members.map((member) => ({
        leagueId,
        key: `u:${member.userId}`,
        userId: member.userId,
        role: member.role ?? 'LEAGUE_USER',
        status: member.status ?? 'active',
        type: null,
        displayName: null,
        teamId: new Types.ObjectId(),
        request: { teamName: null, timezone: null, logoFileId: null },
        email: null,
        tokenHash: null,
        expiresAt: null,
        createdAt: new Date(),
      })),
    );
  }
  return leagueId.toHexString();
}

/** A league's stored memberships (leagues' collection), for asserting what the deletion left. */
export async function storedMemberships(leagueId: string) {
  return mongoose.connection
    .db!.collection('memberships')
    .find({ leagueId: new Types.ObjectId(leagueId) })
    .toArray();
}

export async function storedLeague(leagueId: string) {
  return mongoose.connection.db!.collection('leagues').findOne({ _id: new Types.ObjectId(leagueId) });
}
