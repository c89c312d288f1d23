import mongoose from 'mongoose';
import type { UsersSummary } from '@hfl/contracts';
import { User } from '../models/user';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The owner dashboard's account counts; deleted accounts are no users any more. */
export async function usersSummary(now = new Date()): Promise<UsersSummary> {
  const live = { deletedAt: null };
  const [total, confirmed, newLast7Days, newsletterSubscribers] = await Promise.all([
    User.countDocuments(live),
    User.countDocuments({ ...live, confirmedAt: mongoose.trusted({ $ne: null }) }),
    User.countDocuments({ ...live, createdAt: mongoose.trusted({ $gte: new Date(now.getTime() - WEEK_MS) }) }),
    User.countDocuments({ ...live, newsletter: true }),
  ]);
  return { total, confirmed, newLast7Days, newsletterSubscribers };
}
