import {
  automaticDraftDates,
  draftChance,
  draftDatesSchema,
  lateDraftLastRoundOf,
  latestLateDraftRound,
  roundStartsAt,
  validateWith,
  type DraftChanceSeason,
} from '../index';

/** Ten rounds, a game each Saturday from 6 March, the last two the playoffs: regular rounds 1–8. */
const games = Array.from({ length: 10 }, (_, i) => ({
  week: i + 1,
  date: new Date(Date.UTC(2027, 2, 6 + 7 * i)).toISOString().slice(0, 10),
}));
const season = (overrides: Partial<DraftChanceSeason> = {}): DraftChanceSeason => ({
  status: 'drafting',
  draftWindow: { startDate: '2027-02-01 10:00:00', endDate: '2027-02-28 22:00:00' },
  games,
  nbWeeks: 10,
  nbPlayoffWeeks: 2,
  currentWeek: 0,
  lateDraftLastRound: null,
  ...overrides,
});

describe('late drafts', () => {
  it('when the owner sets nothing, then a late draft may start before the round that leaves 3 regular rounds', () => {
    expect(latestLateDraftRound(season())).toBe(6);
    expect(lateDraftLastRoundOf(season())).toBe(6);
    expect(lateDraftLastRoundOf(season({ lateDraftLastRound: 4 }))).toBe(4);
    // A setting the schedule outgrew never allows fewer rounds than the rules.
    expect(lateDraftLastRoundOf(season({ lateDraftLastRound: 8 }))).toBe(6);
  });

  it('when a round has games on several days, then it starts at midnight of the first', () => {
    const twoDays = [
      { week: 2, date: '2027-03-14' },
      { week: 2, date: '2027-03-13' },
    ];
    expect(roundStartsAt(twoDays, 2)?.toISOString()).toBe('2027-03-13T00:00:00.000Z');
    expect(roundStartsAt(twoDays, 3)).toBeNull();
  });

  it('when the window still holds a 3-hour draft, then the chance is the window, even before it opens', () => {
    expect(draftChance(season(), new Date('2027-01-10T12:00:00Z'))).toEqual({
      kind: 'window',
      opensAt: '2027-02-01 10:00:00',
      closesAt: '2027-02-28 22:00:00',
    });
    expect(draftChance(season(), new Date('2027-02-28T19:00:00Z')).kind).toBe('window');
  });

  it('when the window has closed, then a late draft ends by the next round that has not started', () => {
    expect(draftChance(season(), new Date('2027-02-28T19:01:00Z'))).toEqual({
      kind: 'late',
      draftBy: '2027-03-06 00:00:00',
      fromRound: 1,
    });
    expect(draftChance(season({ currentWeek: 3 }), new Date('2027-03-22T08:00:00Z'))).toEqual({
      kind: 'late',
      draftBy: '2027-03-27 00:00:00',
      fromRound: 4,
    });
  });

  it('when the next round starts in under 3 hours (or its day has come), then the draft aims at the one after', () => {
    expect(draftChance(season({ currentWeek: 3 }), new Date('2027-03-26T21:01:00Z'))).toMatchObject({
      fromRound: 5,
      draftBy: '2027-04-03 00:00:00',
    });
  });

  it('when only the owner’s last round or later is left, then drafts are over for the season', () => {
    expect(draftChance(season({ currentWeek: 5 }), new Date('2027-04-04T08:00:00Z'))).toMatchObject({ fromRound: 6 });
    expect(draftChance(season({ currentWeek: 6 }), new Date('2027-04-11T08:00:00Z'))).toEqual({ kind: 'over' });
    expect(draftChance(season({ currentWeek: 3, lateDraftLastRound: 3 }), new Date('2027-03-22T08:00:00Z'))).toEqual({
      kind: 'over',
    });
    expect(draftChance(season({ status: 'finished' }), new Date('2027-01-10T12:00:00Z'))).toEqual({ kind: 'over' });
  });

  it('when a late draft ends after its round starts, then the end is refused naming the date and the round', async () => {
    const context = { now: new Date('2027-03-22T08:00:00Z'), late: { draftBy: '2027-03-27 00:00:00', fromRound: 4 } };
    const late = await validateWith(
      draftDatesSchema,
      { draftStartsAt: '2027-03-26 20:00:00', draftEndsAt: '2027-03-27 00:15:00' },
      context,
    );
    expect(late.ok ? [] : late.violations.map(({ property, message, params }) => [property, message, params])).toEqual([
      ['draftEndsAt', 'validation:lateDraftEndAfterRound', { date: '2027-03-27 00:00', round: 4 }],
    ]);
    // The window of the season (long closed) is not the late draft's limit.
    const inTime = await validateWith(
      draftDatesSchema,
      { draftStartsAt: '2027-03-26 20:00:00', draftEndsAt: '2027-03-27 00:00:00' },
      { ...context, draftWindow: season().draftWindow },
    );
    expect(inTime.ok).toBe(true);
  });
});

describe('the automatic draft of a league without an admin', () => {
  const now = new Date('2027-03-22T08:07:00Z');

  it('when the limit is far, then the draft starts a day ahead, 3 hours long', () => {
    expect(automaticDraftDates({ kind: 'late', draftBy: '2027-03-27 00:00:00', fromRound: 4 }, now)).toEqual({
      draftStartsAt: '2027-03-23 08:15:00',
      draftEndsAt: '2027-03-23 11:15:00',
    });
  });

  it('when the limit is nearer than a day, then the draft ends right at it', () => {
    expect(automaticDraftDates({ kind: 'late', draftBy: '2027-03-22 20:00:00', fromRound: 4 }, now)).toEqual({
      draftStartsAt: '2027-03-22 17:00:00',
      draftEndsAt: '2027-03-22 20:00:00',
    });
  });

  it('when the window opens later, then the draft starts when it opens; when drafts are over, none', () => {
    const window = { kind: 'window', opensAt: '2027-04-01 10:00:00', closesAt: '2027-04-05 10:00:00' } as const;
    expect(automaticDraftDates(window, now)).toEqual({
      draftStartsAt: '2027-04-01 10:00:00',
      draftEndsAt: '2027-04-01 13:00:00',
    });
    expect(automaticDraftDates({ kind: 'over' }, now)).toBeNull();
  });
});
