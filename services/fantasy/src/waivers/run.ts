import mongoose, { type Types } from 'mongoose';
import { FALLBACK_LOCALE } from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, logger } from '@hfl/kit';
import { requireOpen, rosterOpenness } from '../league-seasons/openness';
import { markCardPending, saveLineup, type CardPlayer } from '../lineups/lineups';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import {
  recordedDecisions,
  WaiverClaim,
  WaiverPeriod,
  WaiverRunRecord,
  type WaiverClaimFields,
  type WaiverDecision,
} from '../models/waivers';
import { recordActivities } from '../rosters/activity';
import { claimAddedPlayers, completeRewrites, playersOfRosters, type RosterRewrite } from '../rosters/changes';
import { playerDirectory, teamDirectory, teamsOf, type LeagueTeams } from '../rosters/directory';
import { withRosterLocks } from '../rosters/roster-lock';
import type { RosterIdentity } from '../rosters/views';
import { ensureRosterSnapshots } from '../rosters/snapshots';
import { cancelProposalsNaming } from '../trades/proposal-machine';
import type { TradeDeps } from '../trades/context';
import { movedToEnd, runOrder, saveOrder, storedOrder } from './order';
import { seasonOfPeriod } from './periods';
import { planRun, type Decision, type Seat } from './plan';
import { withRunLockOrBusy } from './run-lock';

/** Ids per `$in` (FerretDB narrows a query by at most 500). */
const IN_BATCH = 500;

const batches = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IN_BATCH) }, (_, i) => items.slice(i * IN_BATCH, (i + 1) * IN_BATCH));

const hex = (id: Types.ObjectId) => id.toHexString();

/**
 * The waiver run of a published period (issue 42), under the league season's run lock: the waiting claims placed
 * before its time are decided in memory (`planRun`) under the locks of all their rosters, taken once, and written
 * together: the players claimed (the unique (league season, player) inserts, as a manager's add; a duplicate key
 * means someone else has one, and the run is decided again without him), the activity lines, the players cut and the
 * rosters' lineups and cards, then the run's record (every decision and the priority it started from, one insert keyed
 * by the period). Then it is finished: the priority (a league season's first run inserts it), the decided claims gone,
 * the period done. Each write is idempotent: a run that died before its record is decided again from what it left (its
 * players on their rosters: their claims won, their drops cut); one that died after it is only finished (its wins'
 * moves after the last one stored). Returns whether the run finished (false: a round started, the sweep queues it
 * again). The proposals naming a player it cut are cancelled after it.
 */
export async function runWaivers(
  deps: TradeDeps,
  periodId: string,
  teamsOfLeague: (leagueId: string) => Promise<LeagueTeams | null> = (leagueId) =>
    teamDirectory(deps.leagues, leagueId),
): Promise<boolean> {
  const leagueSeasonId = seasonOfPeriod(periodId);
  if (!leagueSeasonId) return true;
  const { done, cut } = await runPeriod(deps, { periodId, leagueSeasonId }, teamsOfLeague);
  await cancelProposalsOf(deps, cut);
  return done;
}

/** A period to run, with what its batch already read for it. */
interface PeriodToRun {
  periodId: string;
  leagueSeasonId: Types.ObjectId;
  /** The league season as its batch read it (nothing under the run lock changes it); undefined: the run reads it. */
  season?: LeagueSeasonFields | null;
  /** Its rosters as its batch read them, by id (which team's, of which season: never changed). */
  rosters?: ReadonlyMap<string, RosterIdentity>;
}

const ROSTER_FIELDS = { leagueSeasonId: 1, fantasyTeamId: 1, realSeasonId: 1 } as const;

/** `runWaivers`' run, leaving the proposals to its caller: whether it finished, and the roster players it cut. */
async function runPeriod(
  deps: TradeDeps,
  { periodId, leagueSeasonId, season: known, rosters }: PeriodToRun,
  teamsOfLeague: (leagueId: string) => Promise<LeagueTeams | null>,
): Promise<{ done: boolean; cut: string[] }> {
  const finished = { done: true, cut: [] };
  return withRunLockOrBusy([leagueSeasonId], async () => {
    // Read once, inside the lock: another worker may have finished it meanwhile.
    const period = await WaiverPeriod.findById(periodId, { runAt: 1, doneAt: 1 }).lean();
    if (!period || period.doneAt) return finished;
    const season = known !== undefined ? known : await LeagueSeason.findById(leagueSeasonId).lean();
    const teams = season && (await teamsOfLeague(season.leagueId.toHexString()));
    if (!season || !teams || season.status !== 'ongoing') {
      await WaiverPeriod.updateOne({ _id: periodId }, { $set: { doneAt: new Date() } });
      return finished;
    }
    const [stored, waiting, recorded] = await Promise.all([
      storedOrder(season._id),
      WaiverClaim.find({ leagueSeasonId: season._id }).sort({ rank: 1, createdAt: 1 }).lean(),
      WaiverRunRecord.findById(periodId).lean(),
    ]);
    const order = await runOrder(
      deps.stats,
      season,
      teams,
      stored,
      recorded?.order ? (JSON.parse(recorded.order) as string[]) : null,
    );
    let decisions: WaiverDecision[];
    let cut: string[] = [];
    if (recorded) decisions = recordedDecisions(recorded);
    else {
      const openness = await rosterOpenness(deps.stats, season);
      if (openness.status === 'locked') return { done: false, cut: [] };
      let closed: string | null = null;
      try {
        requireOpen(openness);
      } catch (error) {
        closed = (error as Error).message;
      }
      const claims = waiting.filter((claim) => claim.createdAt <= period.runAt);
      const written = await decideAndWrite(deps, {
        periodId,
        season,
        teams,
        claims,
        teamIds: order.teamIds,
        rosters,
        closed,
        currentWeek: openness.currentWeek,
      });
      if (!written) return { done: false, cut: [] };
      ({ decisions, cut } = written);
    }

    // Each won claim moved its team to the end, in the run's order: those after the last move stored are made.
    const wins = decisions.filter((decision) => decision.outcome === 'won');
    const unmoved = wins.slice(wins.findIndex((win) => win.claimId === order.moved) + 1);
    if (unmoved.length > 0 || !order.stored)
      await saveOrder(season._id, {
        teamIds: unmoved.reduce((teamIds, win) => movedToEnd(teamIds, win.teamId), order.teamIds),
        moved: unmoved.at(-1)?.claimId ?? order.moved,
        stored: order.stored,
      });
    // The decided claims go (one placed after the run's time waits for the next).
    const decided = new Set(decisions.map((decision) => decision.claimId));
    const gone = waiting.filter((claim) => decided.has(hex(claim._id))).map((claim) => claim._id);
    for (const ids of batches(gone)) await WaiverClaim.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
    await WaiverPeriod.updateOne({ _id: periodId }, { $set: { doneAt: new Date() } });
    logger.info({ periodId, claims: decisions.length }, 'waiver run done');
    return { done: true, cut };
  });
}

/**
 * As after a manager's cut: the proposals naming a roster player cut are cancelled now (a trade sweep would later),
 * a batch's in one query.
 */
async function cancelProposalsOf(deps: TradeDeps, cut: readonly string[]): Promise<void> {
  for (const ids of batches(cut))
    await cancelProposalsNaming(
      deps,
      ids.map((id) => new mongoose.Types.ObjectId(id)),
    );
}

interface RunInput {
  periodId: string;
  season: LeagueSeasonFields;
  teams: LeagueTeams;
  claims: readonly WaiverClaimFields[];
  /** The priority the run starts from. */
  teamIds: readonly string[];
  /** The league season's rosters its batch read, by id (a claim's roster not there is read). */
  rosters?: ReadonlyMap<string, RosterIdentity>;
  /** Why no roster can change (the season closed), else null. */
  closed: string | null;
  currentWeek: number;
}

/**
 * Decides the run under the locks of its claims' rosters and writes it (see `runWaivers`); answers its decisions and
 * the roster players it cut, or null when a manager's change held a roster (the next sweep runs it again).
 */
async function decideAndWrite(
  deps: TradeDeps,
  { periodId, season, teams, claims, teamIds, rosters: known, closed, currentWeek }: RunInput,
): Promise<{ decisions: WaiverDecision[]; cut: string[] } | null> {
  const rosterIds = [...new Set(claims.map((claim) => hex(claim.rosterId)))];
  const unknown = rosterIds.filter((id) => !known?.has(id));
  const rosters = [
    ...rosterIds.flatMap((id) => known?.get(id) ?? []),
    ...(unknown.length
      ? await Roster.find({ _id: mongoose.trusted({ $in: unknown }) }, ROSTER_FIELDS).lean<RosterIdentity[]>()
      : []),
  ];
  const own = rosters.filter((roster) => roster.leagueSeasonId.equals(season._id));
  return withRosterLocks(
    own.map((roster) => roster._id),
    async () => {
      // The league season's other rosters (its batch read them all): their cards say who holds a claimed player.
      const ownIds = new Set(own.map((roster) => hex(roster._id)));
      const others = known && [...known.values()].filter((roster) => !ownIds.has(hex(roster._id)));
      const [directory, cards] = await Promise.all([
        playerDirectory(deps.stats, season.realSeasonId.toHexString()),
        playersOfRosters(own, others ?? []),
      ]);
      const found = cards.locked;
      const holders =
        others && cards.others.every((players) => players !== null)
          ? holdersOnCards([
              ...own.map((roster, i) => ({ roster, players: found[i]!.players })),
              ...others.map((roster, i) => ({ roster, players: cards.others[i]! })),
            ])
          : await heldPlayers(season, claims);
      const seatList = await Promise.all(
        own.map(async (roster, i): Promise<Seat> => {
          const { players, snapshotWeek, reread } = found[i]!;
          // Before anything changes: the started rounds keep the lineup they started with.
          await ensureRosterSnapshots(roster, currentWeek, snapshotWeek);
          if (reread) await saveLineup(roster, players);
          const userId = teams.get(hex(roster.fantasyTeamId))?.userId;
          const claimant = claims.find((claim) => claim.rosterId.equals(roster._id))!.userId;
          return { change: { roster, season, teams, userId: userId || claimant }, before: players };
        }),
      );
      const seats = new Map(seatList.map((seat) => [hex(seat.change.roster._id), seat]));
      // As `ensureRosterSnapshots` left each card: its rewrite keeps it.
      const snapshotWeeks = new Map(
        own.map((roster, i) => [hex(roster._id), Math.max(found[i]!.snapshotWeek, currentWeek)]),
      );
      const taken = new Set<string>();
      const askedAt = new Date();
      for (;;) {
        const plan = planRun({
          season,
          claims,
          teamIds,
          teams,
          seats,
          holders,
          taken,
          closed,
          directory,
          askedAt,
        });
        const rewrites: RosterRewrite[] = [...plan.players].map(([rosterId, after]) => ({
          roster: seats.get(rosterId)!.change.roster,
          before: seats.get(rosterId)!.before,
          after,
          snapshotWeek: snapshotWeeks.get(rosterId)!,
        }));
        try {
          const lost = await claimAddedPlayers(season, rewrites);
          if (lost.length > 0) {
            for (const playerId of lost) taken.add(playerId);
            continue;
          }
          await recordActivities(plan.activities);
          await completeRewrites(rewrites);
        } catch (error) {
          // Written halfway: the next change of these rosters reads their players from the truth.
          await Promise.all(rewrites.map(({ roster }) => markCardPending(roster)));
          throw error;
        }
        return {
          decisions: await record(periodId, season, teamIds, plan.decisions),
          cut: rewrites.flatMap(({ before, after }) =>
            before.filter((player) => !after.some((p) => p.id === player.id)).map((player) => player.id),
          ),
        };
      }
    },
  ).catch((error: unknown) => {
    // A manager's change holding a roster for seconds: the run waits for the next sweep.
    if (error instanceof ConflictError && error.message === 'errors:rosterBusy') return null;
    throw error;
  });
}

/**
 * Who holds each player on the league season's rosters' cards: roster id by player id. A card of a roster the run
 * does not hold may miss a player another change is adding at this moment: the run's insert of him then meets the
 * duplicate key, and the run is decided again without him (as for a player taken after `heldPlayers` read).
 */
function holdersOnCards(rosters: ReadonlyArray<{ roster: RosterIdentity; players: readonly CardPlayer[] }>) {
  return new Map(rosters.flatMap(({ roster, players }) => players.map((player) => [player.playerId, hex(roster._id)])));
}

/** Who holds the claimed players now: roster id by player id (the roster players read, when no card says it). */
async function heldPlayers(season: LeagueSeasonFields, claims: readonly WaiverClaimFields[]) {
  const held = new Map<string, string>();
  for (const ids of batches([...new Set(claims.map((claim) => hex(claim.playerId)))])) {
    const found = await RosterPlayer.find(
      {
        leagueSeasonId: season._id,
        playerId: mongoose.trusted({ $in: ids.map((id) => new mongoose.Types.ObjectId(id)) }),
      },
      { rosterId: 1, playerId: 1 },
    ).lean();
    for (const { rosterId, playerId } of found) held.set(hex(playerId), hex(rosterId));
  }
  return held;
}

/** The run's record, inserted once (a stale lock's second holder that recorded first: its record is the run's). */
async function record(
  periodId: string,
  season: LeagueSeasonFields,
  order: readonly string[],
  decided: readonly Decision[],
) {
  const decisions: WaiverDecision[] = decided.map(({ claim, outcome, priority, reason }) => ({
    claimId: hex(claim._id),
    teamId: hex(claim.teamId),
    playerId: hex(claim.playerId),
    outcome,
    reason,
    priority,
  }));
  try {
    await WaiverRunRecord.create({
      _id: periodId,
      leagueSeasonId: season._id,
      at: new Date(),
      decisions: JSON.stringify(decisions),
      order: JSON.stringify(order),
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return recordedDecisions((await WaiverRunRecord.findById(periodId).lean())!);
  }
  return decisions;
}

/** Runs of one job decided side by side: each waits on the database and the peers as much as it computes. */
const RUNS_AT_ONCE = 3;

/**
 * The runs of a batch of periods (one job): the leagues' teams asked of leagues in one call rather than one each and
 * the league seasons and their rosters read in one query each, then the runs `RUNS_AT_ONCE` at a time, each on its
 * own (one failing does not stop the others), then the proposals naming the players they cut cancelled in one query.
 * Returns the periods not finished (a round started, or the run failed), for the sweep to queue again; a run another
 * worker holds is left to it.
 */
export async function runWaiverBatch(deps: TradeDeps, periodIds: readonly string[]): Promise<string[]> {
  const periods = await WaiverPeriod.find(
    { _id: mongoose.trusted({ $in: [...periodIds] }), doneAt: null },
    { leagueId: 1, leagueSeasonId: 1 },
  ).lean();
  const leagueIds = [...new Set(periods.map((period) => hex(period.leagueId)))];
  const seasonIds = [...new Map(periods.map((period) => [hex(period.leagueSeasonId), period.leagueSeasonId])).values()];
  const [infos, seasons, rosters] = await Promise.all([
    leagueIds.length ? deps.leagues.draftInfos(leagueIds) : [],
    Promise.all(batches(seasonIds).map((ids) => LeagueSeason.find({ _id: mongoose.trusted({ $in: ids }) }).lean())),
    Promise.all(
      batches(seasonIds).map((ids) =>
        Roster.find({ leagueSeasonId: mongoose.trusted({ $in: ids }) }, ROSTER_FIELDS).lean<RosterIdentity[]>(),
      ),
    ),
  ]);
  const known = new Map(infos.map((info) => [info.id, teamsOf(info)[FALLBACK_LOCALE]]));
  const teamsOfLeague = async (leagueId: string) => known.get(leagueId) ?? null;
  const seasonOf = new Map(seasons.flat().map((season) => [hex(season._id), season]));
  const rostersOf = new Map<string, Map<string, RosterIdentity>>();
  for (const roster of rosters.flat()) {
    const key = hex(roster.leagueSeasonId);
    rostersOf.set(key, (rostersOf.get(key) ?? new Map<string, RosterIdentity>()).set(hex(roster._id), roster));
  }
  const unfinished: string[] = [];
  const cut: string[] = [];
  const queue = [...periods];
  await Promise.all(
    Array.from({ length: RUNS_AT_ONCE }, async () => {
      for (let period = queue.shift(); period !== undefined; period = queue.shift()) {
        const { _id: periodId, leagueSeasonId } = period;
        try {
          const run = await runPeriod(
            deps,
            {
              periodId,
              leagueSeasonId,
              season: seasonOf.get(hex(leagueSeasonId)) ?? null,
              rosters: rostersOf.get(hex(leagueSeasonId)),
            },
            teamsOfLeague,
          );
          if (!run.done) unfinished.push(periodId);
          cut.push(...run.cut);
        } catch (error) {
          if (error instanceof ConflictError && error.message === 'errors:rosterBusy') continue;
          logger.error({ err: error, periodId }, 'waiver run failed');
          unfinished.push(periodId);
        }
      }
    }),
  );
  try {
    await cancelProposalsOf(deps, cut);
  } catch (error) {
    // The runs are done: the trade sweep cancels them later.
    logger.warn({ err: error }, 'waiver runs done, the proposals naming their cut players not cancelled');
  }
  return unfinished;
}
