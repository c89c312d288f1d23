import mongoose, { Schema } from 'mongoose';
import { LOCALES } from '@hfl/contracts';

/**
 * One page view (inserted, never updated): the page (`pageViewPath`), when, in which language, signed in or not.
 * Nothing that names the visitor: no IP address, user id or user agent. Older than 90 days they are swept.
 */
const pageViewSchema = new Schema(
  {
    path: { type: String, required: true },
    at: { type: Date, required: true },
    locale: { type: String, required: true, enum: LOCALES },
    signedIn: { type: Boolean, required: true },
  },
  { versionKey: false },
);
pageViewSchema.index({ at: 1 });

export const PageView = mongoose.model('PageView', pageViewSchema, 'page_views');

/**
 * A finished UTC day's views of one page, counted once from the views by the first read (or the daily sweep) after
 * the day ended. `_id` is `<day> <path>`: counting the day again (two reads at once) inserts duplicates, which fail.
 */
const pageViewDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    /** `YYYY-MM-DD` (UTC). */
    day: { type: String, required: true },
    path: { type: String, required: true },
    count: { type: Number, required: true },
  },
  { versionKey: false },
);
pageViewDaySchema.index({ day: 1 });

export const PageViewDay = mongoose.model('PageViewDay', pageViewDaySchema, 'page_view_days');

/**
 * Marks a day whose page counts are all in `page_view_days` (`_id` = the day), inserted after them: a day without
 * its mark is counted from the views themselves.
 */
const pageViewDayCountedSchema = new Schema(
  { _id: { type: String, required: true } },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

export const PageViewDayCounted = mongoose.model(
  'PageViewDayCounted',
  pageViewDayCountedSchema,
  'page_view_days_counted',
);
