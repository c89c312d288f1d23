import mongoose from 'mongoose';
import { pageViewPath, type Locale, type PageViewCount } from '@hfl/contracts';
import { BULK_WRITE_BATCH, isDuplicateKeyError } from '@hfl/kit';
import {
  pageViewCollection,
  pageViewCollectionName,
  pageViewDays,
  PageViewDay,
  PageViewDayCounted,
} from '../models/page-view';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Page views are kept this long, then swept. */
export const PAGE_VIEW_RETENTION_DAYS = 90;
/** A day is counted into `page_view_days` only this long after it ended: a view sent at midnight has landed by then. */
const DAY_SETTLED_MS = 60_000;
const WINDOW_DAYS = 30;
const SHORT_WINDOW_DAYS = 7;

export const dayKey = (time: number) => new Date(time).toISOString().slice(0, 10);
const startOfDay = (time: number) => time - (time % DAY_MS);

/** Stores one page view in its day's collection: the page without its query or ids, the language, whether signed in. */
export async function recordPageView(view: { path: string; locale: Locale; signedIn: boolean }, now = new Date()) {
  await pageViewCollection(dayKey(now.getTime())).insertOne({
    path: pageViewPath(view.path),
    at: now,
    locale: view.locale,
    signedIn: view.signedIn,
  });
}

/** Every write failed for a duplicate key: the same counts were stored by another read first. */
function onlyDuplicates(error: unknown): boolean {
  if (isDuplicateKeyError(error)) return true;
  const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
  return Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every(isDuplicateKeyError);
}

/** Each page's views on one day, counted from that day's views (its collection alone). */
async function countViews(day: string): Promise<{ path: string; count: number }[]> {
  const rows = await pageViewCollection(day)
    .aggregate<{ _id: string; count: number }>([{ $group: { _id: '$path', count: { $sum: 1 } } }])
    .toArray();
  return rows.map((row) => ({ path: row._id, count: row.count }));
}

/** Stores a finished day's counts per page (once: duplicates of a concurrent count fail), then marks the day counted. */
async function countDay(day: string): Promise<{ path: string; count: number }[]> {
  const counts = await countViews(day);
  const docs = counts.map(({ path, count }) => ({ _id: `${day} ${path}`, day, path, count }));
  for (let start = 0; start < docs.length; start += BULK_WRITE_BATCH) {
    try {
      await PageViewDay.insertMany(docs.slice(start, start + BULK_WRITE_BATCH), { ordered: false });
    } catch (error) {
      if (!onlyDuplicates(error)) throw error;
    }
  }
  try {
    await PageViewDayCounted.create({ _id: day });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  return counts;
}

/**
 * Views per page over the last 7 and 30 UTC days (today included), most viewed over 30 days first. Finished days are
 * read from their stored per-page counts (one document per page and day, whatever the number of views); a finished
 * day not yet counted is counted now, once; only today's views are counted from the views themselves.
 */
export async function pageViewCounts(now = new Date()): Promise<PageViewCount[]> {
  const today = startOfDay(now.getTime());
  const days = Array.from({ length: WINDOW_DAYS }, (_, back) => today - back * DAY_MS);
  const settled = new Set(days.filter((dayStart) => dayStart + DAY_MS + DAY_SETTLED_MS <= now.getTime()));
  const counted = new Set(
    (
      await PageViewDayCounted.find({ _id: mongoose.trusted({ $in: [...settled].map(dayKey) }) }, { _id: 1 }).lean()
    ).map((d) => d._id),
  );
  const withViews = new Set(await pageViewDays());
  const totals = new Map<string, PageViewCount>();
  const add = (path: string, count: number, dayStart: number) => {
    const row = totals.get(path) ?? { path, last7Days: 0, last30Days: 0 };
    row.last30Days += count;
    if (dayStart > today - SHORT_WINDOW_DAYS * DAY_MS) row.last7Days += count;
    totals.set(path, row);
  };

  const stored =
    counted.size > 0 ? await PageViewDay.find({ day: mongoose.trusted({ $in: [...counted] }) }).lean() : [];
  for (const row of stored) add(row.path, row.count, Date.parse(`${row.day}T00:00:00Z`));
  for (const dayStart of days) {
    const day = dayKey(dayStart);
    if (counted.has(day) || !withViews.has(day)) continue;
    const counts = settled.has(dayStart) ? await countDay(day) : await countViews(day);
    for (const { path, count } of counts) add(path, count, dayStart);
  }
  return [...totals.values()].sort((a, b) => b.last30Days - a.last30Days || a.path.localeCompare(b.path));
}

/**
 * The daily sweep: the collections of views older than 90 days are dropped, their day counts and marks deleted;
 * finished days of the window not yet counted are counted, so the owner's first read of the day finds them ready.
 */
export async function sweepPageViews(now = new Date()): Promise<{ droppedDays: string[] }> {
  const cutoff = dayKey(startOfDay(now.getTime()) - PAGE_VIEW_RETENTION_DAYS * DAY_MS);
  const droppedDays = (await pageViewDays()).filter((day) => day < cutoff);
  const db = mongoose.connection.db!;
  for (const day of droppedDays) await db.dropCollection(pageViewCollectionName(day));
  await PageViewDay.deleteMany({ day: mongoose.trusted({ $lt: cutoff }) });
  await PageViewDayCounted.deleteMany({ _id: mongoose.trusted({ $lt: cutoff }) });
  await pageViewCounts(now);
  return { droppedDays };
}
