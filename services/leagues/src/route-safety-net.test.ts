import {
  clearTestDatabase,
  describeRouteSafetyNet,
  discoverRoutes,
  dropTestDatabase,
  testEnv,
  allowTestTime,
} from '@hfl/kit/testing';
import { addInvitation, addMember, createLeague } from './testing/factories';
import { newUserId, startLeaguesWithAccounts } from './testing/support';
import { buildApp } from './app';
import { loadLeaguesConfig } from './config';
import { FantasyTeam } from './models/fantasy-team';

allowTestTime(60_000);

describeRouteSafetyNet({
  name: 'leagues',
  routes: discoverRoutes(buildApp(loadLeaguesConfig(testEnv('route_discovery')))),
  minimumRoutes: 25,
  start: async () => (await startLeaguesWithAccounts('safety_net')).app,
  seed: async () => {
    await clearTestDatabase();
    // A league the user runs, with a member, a request to join and an invitation: every `:id` names a real record.
    const { league, adminUserId } = await createLeague({ nbMaxTeams: 6 });
    const member = await addMember(league);
    const request = await addMember(league, { status: 'pending' });
    const invitation = await addInvitation(league, 'invited@example.com', 'a'.repeat(64));
    const team = await FantasyTeam.findOne({ leagueId: league._id, userId: adminUserId });
    const ids = {
      league: String(league._id),
      admin: adminUserId!,
      member: member.userId!,
      request: String(request._id),
      invitation: String(invitation._id),
      team: String(team!._id),
    };
    const param = (name: string, path: string) => {
      if (name === 'targetId') return ids.member;
      if (name === 'userId') return path.includes('transfer-rights') ? ids.admin : ids.member;
      if (name === 'pendingId' || path.startsWith('/pending-members')) return ids.request;
      if (path.startsWith('/fantasy-teams')) return ids.team;
      if (path.startsWith('/invitations')) return ids.invitation;
      return ids.league;
    };
    return { userId: ids.admin, ownerId: newUserId(), param };
  },
  stop: dropTestDatabase,
});
