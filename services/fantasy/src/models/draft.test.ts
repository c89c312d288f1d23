import { Types } from 'mongoose';
import {
  packPick,
  packTeams,
  unpackDraft,
  type DraftFields,
  type DraftPickEntry,
  type StoredDraftFields,
} from './draft';

const teams = ['a', 'b', 'c'].map((name) => ({
  id: new Types.ObjectId().toHexString(),
  name,
  logoUrl: null,
  userId: `user-${name}`,
  owners: { en: `Anna ${name}`, hu: `${name} Anna` },
}));
const draft: Omit<DraftFields, 'picks' | 'removedUserIds'> = {
  _id: new Types.ObjectId(),
  leagueId: new Types.ObjectId(),
  realSeasonId: new Types.ObjectId(),
  nbRounds: 14,
  turnSeconds: 60,
  startedAt: new Date('2026-11-22T18:00:00Z'),
  teams,
};
const pick = (pickNo: number, team: number, automatic: boolean): DraftPickEntry => ({
  pickNo,
  teamId: teams[team]!.id,
  playerId: new Types.ObjectId().toHexString(),
  automatic,
  at: new Date(Date.UTC(2026, 10, 22, 18, pickNo, 7, 123)),
});

describe('packed picks', () => {
  it('when picks are packed and unpacked, then each comes back as it was, its number from its place', () => {
    const picks = [pick(1, 0, false), pick(2, 1, true), pick(3, 2, false), pick(4, 2, true)];

    const stored: StoredDraftFields = { ...draft, picks: picks.map((p) => packPick(draft, p)) };

    expect(stored.picks[1]).toBe(`1|${picks[1]!.playerId}|1|${picks[1]!.at.getTime()}`);
    expect(unpackDraft(stored).picks).toEqual(picks);
  });

  it('when a Draft holds picks stored before they were packed (subdocuments), then they read as they are, beside packed ones', () => {
    const older = pick(1, 0, false);
    const newer = pick(2, 1, true);

    expect(unpackDraft({ ...draft, picks: [older, packPick(draft, newer)] }).picks).toEqual([older, newer]);
  });

  it.each([
    ['a team outside the order', `7|p|0|1`],
    ['no team', `|p|0|1`],
    ['no player', `0||0|1`],
    ['an unknown flag', `0|p|yes|1`],
    ['no time', `0|p|1|`],
  ])('when a stored pick names %s, then reading it fails loudly', (_case, stored) => {
    expect(() => unpackDraft({ ...draft, picks: [stored] })).toThrow(/not a packed pick/);
  });

  it('when a pick names a team outside the draft, then it is not packed', () => {
    expect(() => packPick(draft, { ...pick(1, 0, false), teamId: 'stranger' })).toThrow(/not in the draft/);
  });
});

describe('packed teams', () => {
  it('when the teams are packed and unpacked, then they come back in their order, picks read against them', () => {
    const picks = [pick(1, 0, false), pick(2, 2, true)];

    const stored: StoredDraftFields = {
      ...draft,
      teams: packTeams(teams),
      picks: picks.map((p) => packPick(draft, p)),
    };

    expect(typeof stored.teams).toBe('string');
    expect(unpackDraft(stored)).toEqual({ ...draft, picks, removedUserIds: [] });
  });

  it('when a team carries more than a draft team, then only its draft fields are stored', () => {
    const [first] = unpackDraft({ ...draft, teams: packTeams([{ ...teams[0]!, ...{ extra: 'x' } }]), picks: [] }).teams;

    expect(first).toEqual(teams[0]);
  });

  it('when a Draft holds teams stored before they were packed (subdocuments), then they read as they are', () => {
    expect(unpackDraft({ ...draft, picks: [] }).teams).toEqual(teams);
  });

  it('when teams were stored with one name before names were kept in every language, then every language reads it', () => {
    const older = teams.map(({ owners, ...team }) => ({ ...team, owner: owners.en }));

    for (const stored of [JSON.stringify(older), older]) {
      expect(unpackDraft({ ...draft, teams: stored, picks: [] }).teams).toEqual(
        teams.map((team) => ({ ...team, owners: { en: team.owners.en, hu: team.owners.en } })),
      );
    }
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"id":"a"}'],
    ['a team without its user', JSON.stringify([{ id: 'a', name: 'A', logoUrl: null, owner: 'o' }])],
    ['a team without its manager', JSON.stringify([{ id: 'a', name: 'A', logoUrl: null, userId: 'u' }])],
    ['a team named in one language only', JSON.stringify([{ id: 'a', name: 'A', userId: 'u', owners: { en: 'o' } }])],
  ])('when the stored teams are %s, then reading them fails loudly', (_case, stored) => {
    expect(() => unpackDraft({ ...draft, teams: stored, picks: [] })).toThrow();
  });
});
