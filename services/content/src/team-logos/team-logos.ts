import type { RequestHandler } from 'express';
import type { Types } from 'mongoose';
import { TEAM_LOGO_FILE_FIELD, type TeamLogo as TeamLogoPayload } from '@hfl/contracts';
import { contextSlot, InputError, NotFoundError, objectIdParam, type UploadedImage } from '@hfl/kit';
import { deleteFile, storeFile } from '../files/file-store';
import { TeamLogo, toTeamLogoPayload } from '../models/team-logo';

/** The pre-made logo a request is about (its id is its picture's file id); `loadTeamLogo` sets it. */
export const teamLogoSlot = contextSlot<{ _id: Types.ObjectId }>('teamLogo');

/** Loads `:id`'s logo into `teamLogoSlot`; a malformed or unknown id is 404. */
export const loadTeamLogo: RequestHandler = async (req, res, next) => {
  const logo = await TeamLogo.findById(objectIdParam(req, 'id'));
  if (!logo) throw new NotFoundError();
  teamLogoSlot.set(res, logo);
  next();
};

/** The pre-made logos, oldest first: ids grow with time, so a new logo joins the end of the gallery. */
export async function listTeamLogos(): Promise<TeamLogoPayload[]> {
  const logos = await TeamLogo.find({}).sort({ _id: 1 });
  return logos.map(toTeamLogoPayload);
}

/**
 * The owner adds a logo to the gallery: the picture is stored, then the logo under the picture's id (a failure in
 * between removes the picture again). Without a picture, a violation on `image` and nothing stored.
 */
export async function addTeamLogo(image: UploadedImage | undefined): Promise<TeamLogoPayload> {
  if (!image) throw new InputError([{ property: TEAM_LOGO_FILE_FIELD, message: 'validation:teamLogoRequired' }]);
  const file = await storeFile({ filename: image.filename, contentType: image.mimeType, data: image.data });
  try {
    return toTeamLogoPayload(await TeamLogo.create({ _id: file.id }));
  } catch (error) {
    await deleteFile(file.id);
    throw error;
  }
}

/**
 * The logo leaves the gallery, so no new team can choose it. Its picture stays in the file store: a team that chose
 * it stores the same file id as its own logo (leagues' `chooseLogo`) and keeps showing it.
 */
export async function removeTeamLogo(logo: { _id: Types.ObjectId }): Promise<void> {
  await TeamLogo.deleteOne({ _id: logo._id });
}
