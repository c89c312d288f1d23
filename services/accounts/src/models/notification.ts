import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { NOTIFICATION_KINDS, NOTIFICATION_TYPES } from '@hfl/contracts';

/**
 * Something that happened to a user (player-app: /notifications). The message is stored as its kind and parameters,
 * not text, so it reads in whatever language the user has when they look. `league` keeps the name as it was then.
 */
const notificationSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
    league: {
      type: new Schema(
        { id: { type: String, required: true }, name: { type: String, required: true } },
        { _id: false, id: false },
      ),
      default: null,
    },
    params: {
      name: { type: String, default: null },
      /** A trade's players (absent from other notifications). */
      player: { type: String },
      otherPlayer: { type: String },
      /** A game's round and score (absent from other notifications). */
      week: { type: String },
      score: { type: String },
      /** A trophy's type (absent from other notifications). */
      trophy: { type: String },
      /** A draft's start in hours, a draft turn in minutes, a standings place (absent from other notifications). */
      hours: { type: String },
      minutes: { type: String },
      place: { type: String },
    },
    /** The page of the thing itself (a path of this site), when the sender named one. */
    link: { type: String, default: null },
    isViewed: { type: Boolean, required: true, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

// The daily summary reads a user's recent notifications of a few kinds.
notificationSchema.index({ userId: 1, createdAt: -1 });

export const Notification = mongoose.model('Notification', notificationSchema);
export type NotificationDocument = InstanceType<typeof Notification>;
export type NotificationFields = InferSchemaType<typeof notificationSchema>;
