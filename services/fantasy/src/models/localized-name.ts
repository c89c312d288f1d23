import { Schema } from 'mongoose';

/** A person's name as each language writes it (contracts' `LocalizedName`), kept without an `_id` of its own. */
export const localizedNameSchema = new Schema(
  { en: { type: String, required: true }, hu: { type: String, required: true } },
  { _id: false },
);
