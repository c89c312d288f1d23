import request from 'supertest';
import mongoose, { type Model } from 'mongoose';
import { API, type RosterView, type WaiversView } from '@hfl/contracts';
import { loadFantasyConfig } from '../config';
import { buildRuntime } from '../runtime';
import { WaiverRunLock } from '../models/unique-lock';
import {
  recordedDecisions,
  WaiverClaim,
  WaiverOrder,
  WaiverPeriod,
  WaiverRound,
  WaiverRunRecord,
  WaiverSettingsDoc,
  type WaiverDecision,
} from '../models/waivers';
import type { TradeDeps } from '../trades/context';
import { setUpDraftTests, type DraftTestbed } from './draft-fixtures';
import { freeAgentsOf, ROSTER_MODELS, setLifecycle, type DraftedLeague } from './roster-fixtures';
import { asSuperAdmin, asUser } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of every schema, emptied alike
const WAIVER_MODELS: readonly Model<any>[] = [
  WaiverClaim,
  WaiverRunRecord,
  WaiverOrder,
  WaiverPeriod,
  WaiverRound,
  WaiverSettingsDoc,
  WaiverRunLock,
];

/** Every run's decisions, each run's in its order. */
export async function decisionsMade(): Promise<WaiverDecision[]> {
  return (await WaiverRunRecord.find({}).lean()).flatMap(recordedDecisions);
}

/**
 * A waiver test file's service on its own database with its real peers, and what its runs are given (`deps`); before
 * each test the rosters and waivers are emptied, with the notifications accounts stored (it shares the database), and
 * the real season is back before its first round.
 */
export function setUpWaiverTests(dbName: string, started: (bed: DraftTestbed, deps: TradeDeps) => void): void {
  let bed: DraftTestbed;
  setUpDraftTests(dbName, (testbed) => {
    bed = testbed;
    const { stats, leagues, notifier } = buildRuntime(loadFantasyConfig(testbed.env), () => {
      throw new Error('no jobs here');
    });
    started(testbed, { stats, leagues, notifier });
  });
  beforeEach(async () => {
    await Promise.all([
      ...[...ROSTER_MODELS, ...WAIVER_MODELS].map((model) => model.deleteMany({})),
      mongoose.connection.db!.collection('notifications').deleteMany({}),
    ]);
    await setLifecycle(bed);
  });
}

export interface Manager {
  userId: string;
  teamId: string;
  rosterId: string;
}

/** The league's managers with their rosters. */
export const managersOf = (drafted: DraftedLeague): Manager[] =>
  drafted.league.managers.map((m) => ({ ...m, rosterId: drafted.rosterOf(m.teamId) }));

/** The calls a waiver test makes through the service's routes, as a manager or the owner. */
export function waiverCalls(bed: () => DraftTestbed) {
  const send = async (
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    headers: Promise<Record<string, string>>,
    body?: object,
  ) => {
    const req = request(bed().app)
      [method](path.replace(/^\/api/, ''))
      .set(await headers);
    return body ? req.send(body) : req;
  };
  return {
    send,
    waivers: async (drafted: DraftedLeague, m: Manager) =>
      (await send('get', API.waivers(drafted.league.id), asUser(m.userId))).body as WaiversView,
    claim: (drafted: DraftedLeague, m: Manager, playerId: string, drop: string | null) =>
      send('post', API.waiverClaims(drafted.league.id), asUser(m.userId), { playerId, drop }),
    add: (m: Manager, playerId: string, drop?: string) =>
      send('post', API.rosterAdd(m.rosterId), asUser(m.userId), { playerId, ...(drop && { drop }) }),
    freeAgents: async (drafted: DraftedLeague) =>
      freeAgentsOf(
        bed(),
        (await send('get', API.leagueRosters(drafted.league.id), asSuperAdmin())).body as RosterView[],
      ),
  };
}
