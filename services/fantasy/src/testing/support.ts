import mongoose from 'mongoose';
import { internalHeaders, startCallRecorder, type CallRecorder, type PeerName } from '@hfl/kit/testing';

/** Fantasy's own test helpers: the callers' headers as the BFF sends them, and a recorder standing in for a peer. */

export const newUserId = () => new mongoose.Types.ObjectId().toHexString();

/** Headers of a signed-in USER as the BFF sends them. */
export const asUser = (userId: string, locale: 'en' | 'hu' = 'en') =>
  internalHeaders({ userId, roles: ['USER'], locale });
/** Headers of the site owner (SUPER_ADMIN, admin of every league). */
export const asSuperAdmin = (userId: string = newUserId()) =>
  internalHeaders({ userId, roles: ['USER', 'SUPER_ADMIN'], locale: 'en' });
/** Headers of a visitor (nobody signed in). */
export const asVisitor = (locale: 'en' | 'hu' = 'en') => internalHeaders({ locale });
/** Headers of a peer service's call. */
export const asService = (service: string) => internalHeaders({ service });
/** A signed-in USER's and the site owner's headers as the BFF sends them to a peer (data made through its API). */
export const asUserAt = (peer: PeerName, userId: string) =>
  internalHeaders({ userId, roles: ['USER'], locale: 'en' }, peer);
export const asSuperAdminAt = (peer: PeerName, userId: string = newUserId()) =>
  internalHeaders({ userId, roles: ['USER', 'SUPER_ADMIN'], locale: 'en' }, peer);

/** Next year: every date of a real season made here is in the future, whenever the tests run. */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** The BFF's `POST /internal/events`, which fantasy calls but these tests do not test against. */
export const startRecorder = () => startCallRecorder('bff');
export type Recorder = CallRecorder;
