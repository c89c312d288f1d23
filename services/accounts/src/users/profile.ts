import {
  rooms,
  type Locale,
  type LocaleChangedEvent,
  type ProfileUpdatePayload,
  type SessionUser,
  type UserProfile,
} from '@hfl/contracts';
import { logger, NotAllowedError, type Publisher } from '@hfl/kit';
import { toProfile, toSessionUser, User, userSearchText, type UserDocument } from '../models/user';

export function profileOf(user: UserDocument): UserProfile {
  return toProfile(user);
}

/** Profile update (spec: POST users/{id}); answers the profile. */
export async function updateProfile(
  caller: UserDocument,
  { newsletter, ...fields }: ProfileUpdatePayload,
): Promise<UserProfile> {
  const user = await User.findOneAndUpdate(
    { _id: caller._id, deletedAt: null },
    {
      $set: {
        ...fields,
        search: userSearchText({ ...fields, email: caller.email }),
        ...(newsletter === undefined ? {} : { newsletter }),
      },
    },
    { returnDocument: 'after', runValidators: true },
  );
  if (!user) throw new NotAllowedError();
  return toProfile(user);
}

/** The user's language; every open tab of theirs switches too. */
export async function changeLocale(user: UserDocument, locale: Locale, publisher: Publisher): Promise<SessionUser> {
  user.locale = locale;
  await user.save();
  const session = toSessionUser(user);
  try {
    const data: LocaleChangedEvent = { locale, name: session.name };
    await publisher.publish({ room: rooms.user(user.id as string), event: 'user/localeChanged', data: { ...data } });
  } catch (err) {
    logger.warn({ err }, 'locale change saved but not published');
  }
  return session;
}
