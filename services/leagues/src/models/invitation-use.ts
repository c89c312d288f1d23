import mongoose, { Schema } from 'mongoose';

/**
 * Settles who accepts an invitation: accepting inserts this marker with the invitation's membership id as `_id`, and
 * only one insert of an `_id` succeeds (FerretDB v1 does not make "update where still pending" atomic). A failed
 * acceptance removes its marker again; a successful one keeps it, so the link stays used.
 */
const invitationUseSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Schema.Types.ObjectId, required: true, index: true },
    userId: { type: String, required: true },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

export const InvitationUse = mongoose.model('InvitationUse', invitationUseSchema, 'invitation_uses');
