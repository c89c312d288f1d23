import type { Types } from 'mongoose';
import { ROSTER_SIZE } from '@hfl/contracts';
import { DomainError } from '@hfl/kit';
import type { CardPlayer } from '../lineups/lineups';
import type { LeagueSeasonFields } from '../models/league-season';
import type { WaiverClaimFields } from '../models/waivers';
import type { ActivityEntry } from '../rosters/activity';
import {
  activityEntries,
  addEdit,
  currentOf,
  editedPlayers,
  withNamedSlots,
  type Edit,
  type RosterChange,
} from '../rosters/changes';
import { movedToEnd } from './order';

const hex = (id: Types.ObjectId) => id.toHexString();

/** A roster with claims, as its lock found it: the change a claim of it makes (its manager's). */
export interface Seat {
  change: RosterChange;
  before: CardPlayer[];
}

/** A claim's decision as the run makes it (recorded as a `WaiverDecision`). */
export interface Decision {
  claim: WaiverClaimFields;
  outcome: 'won' | 'lost' | 'failed';
  priority: number;
  /** lost: the team that got him; failed: the refusal's i18n key. */
  reason: string | null;
}

/** What a run decides, before anything is written. */
interface Plan {
  decisions: Decision[];
  activities: ActivityEntry[];
  /** Each changed roster's players after the run. */
  players: Map<string, CardPlayer[]>;
}

interface PlanInput {
  season: LeagueSeasonFields;
  claims: readonly WaiverClaimFields[];
  teamIds: readonly string[];
  /** The league's teams now: one of the priority gone from the league claims nothing. */
  teams: ReadonlyMap<string, unknown>;
  seats: ReadonlyMap<string, Seat>;
  /** Who holds each claimed player now (roster id). */
  holders: ReadonlyMap<string, string>;
  /** Players another roster claimed while the run wrote (a duplicate key): gone. */
  taken: ReadonlySet<string>;
  /** Why no roster can change (the season closed), else null. */
  closed: string | null;
  directory: Parameters<typeof currentOf>[1];
  askedAt: Date;
}

/**
 * Decides a run in memory, in waiver priority: the first team in the order with a claim that can be made gets its
 * first such claim (its claims before it fail: the drop left, no place for him, he is gone), with the same decision a
 * manager's add makes (`addEdit`, contracts' `landingOf`, the slots named as every change names them); the claims of
 * other teams for the player lose to it; its team moves to the end and the pass starts again from the top, until no
 * claim waits; a claim of a team gone from the league fails. A claim whose player is already on its own roster won
 * in a run that died before recording it (its drop is cut then if the roster is still over-full).
 */
export function planRun(input: PlanInput): Plan {
  const { season, seats, directory, askedAt } = input;
  const players = new Map<string, CardPlayer[]>();
  const holders = new Map(input.holders);
  const decisions: Decision[] = [];
  const activities: ActivityEntry[] = [];
  let teamIds = [...input.teamIds];
  let waiting = [...input.claims];

  const failed = (claim: WaiverClaimFields, priority: number, reason: string) => {
    decisions.push({ claim, outcome: 'failed', priority, reason });
    activities.push({
      key: `waiver-failed:${hex(claim._id)}`,
      leagueId: season.leagueId,
      leagueSeasonId: season._id,
      type: 'waiverFailed',
      teamId: claim.teamId,
      userId: claim.userId,
      playerId: claim.playerId,
      priority,
      reason,
    });
  };

  /** The claim's edit of its roster, or why it cannot be made. */
  const tryClaim = (claim: WaiverClaimFields, seat: Seat, priority: number, lostTeamIds: string[]): Edit | string => {
    const rosterId = hex(seat.change.roster._id);
    const current = players.get(rosterId) ?? seat.before;
    const playerId = hex(claim.playerId);
    const activity = { claimId: hex(claim._id), priority, lostTeamIds };
    const holder = holders.get(playerId);
    if (holder === rosterId) {
      const leaving =
        claim.drop && current.length > ROSTER_SIZE ? current.find((p) => p.id === hex(claim.drop!)) : undefined;
      return {
        ...(leaving && { removed: leaving }),
        activities: [
          {
            type: 'waiver',
            key: `waiver:${activity.claimId}`,
            // Only the key would use it, and the key is the claim's.
            rosterPlayerId: current.find((p) => p.playerId === playerId)?.id ?? playerId,
            playerId,
            otherPlayerId: leaving?.playerId,
            priority,
            lostTeamIds,
          },
        ],
      };
    }
    if (holder) return 'errors:playerOnAnotherTeam';
    if (input.taken.has(playerId)) return 'errors:playerAlreadyTaken';
    try {
      return addEdit(
        currentOf(current, directory),
        playerId,
        claim.drop ? hex(claim.drop) : undefined,
        askedAt,
        activity,
      );
    } catch (error) {
      if (error instanceof DomainError) return error.message;
      throw error;
    }
  };

  for (;;) {
    let won: WaiverClaimFields | null = null;
    for (const [index, teamId] of teamIds.entries()) {
      if (!input.teams.has(teamId)) continue;
      const priority = index + 1;
      for (const claim of waiting.filter((c) => hex(c.teamId) === teamId)) {
        waiting = waiting.filter((c) => c !== claim);
        const seat = seats.get(hex(claim.rosterId));
        const losers = waiting.filter((c) => c.playerId.equals(claim.playerId));
        const outcome =
          input.closed ??
          (seat
            ? tryClaim(
                claim,
                seat,
                priority,
                losers.map((c) => hex(c.teamId)),
              )
            : 'errors:notOnRoster');
        if (typeof outcome === 'string') {
          failed(claim, priority, outcome);
          continue;
        }
        const rosterId = hex(seat!.change.roster._id);
        const before = players.get(rosterId) ?? seat!.before;
        const edit = withNamedSlots(before, outcome, directory);
        players.set(rosterId, editedPlayers(before, edit));
        if (edit.added) holders.set(edit.added.playerId, rosterId);
        if (edit.removed) holders.delete(edit.removed.playerId);
        activities.push(...activityEntries(seat!.change, edit));
        decisions.push({ claim, outcome: 'won', priority, reason: null });
        for (const loser of losers)
          decisions.push({
            claim: loser,
            outcome: 'lost',
            priority: teamIds.indexOf(hex(loser.teamId)) + 1,
            reason: teamId,
          });
        waiting = waiting.filter((c) => !losers.includes(c));
        won = claim;
        break;
      }
      if (won) {
        teamIds = movedToEnd(teamIds, teamId);
        break;
      }
    }
    if (!won) break;
  }
  // Left: the claims of a team gone from the league since it claimed. They fail.
  for (const claim of waiting) failed(claim, 0, 'errors:leagueNotMember');
  return { decisions, activities, players };
}
