import * as yup from 'yup';
import { emailField, requiredText, trimmed, trimmedLower } from './fields';
import { LOCATION_MAX_LENGTH, MINIMUM_AGE, PASSWORD_MIN_LENGTH } from '../../common/constants';
import { ageOn, isIsoDate, parseDisplayDate } from '../../rules/dates';
import { isCarriedReturnPath } from '../../routing/return-paths';
import { sessionUserSchema } from './user';

/**
 * The account journeys of spec section 5 (registration, password reset and change, e-mail change, profile) as yup
 * schemas whose messages are i18n keys. Each journey has the server's payload schema and, where the form asks for
 * more (confirmation fields, a DD/MM/YYYY date), a form schema. Messages with values ({{max}}, {{length}}, {{age}})
 * carry them as yup params: `validateWith` keeps them on the violation, `formValidator` translates with them.
 */

export const GENDERS = ['m', 'f'] as const;
export type Gender = (typeof GENDERS)[number];

export const NAME_MAX_LENGTH = 100;
export { EMAIL_MAX_LENGTH } from './fields';
export const PASSWORD_MAX_LENGTH = 1024;
/** bcrypt reads only the first 72 bytes of a password: a longer new one would be cut without a word. */
export const PASSWORD_MAX_BYTES = 72;
/** A user is not older than this; an earlier birth date is a typing mistake. */
const OLDEST_AGE = 120;
/** Tokens in e-mailed links: 32 random bytes as lower-case hex. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

const INVALID = 'errors:invalidData';

/** The UTF-8 length of a string, as bcrypt counts it (a lone surrogate becomes U+FFFD: three bytes). */
export function utf8ByteLength(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * yup context key of the service's check against the most common breached passwords. The list stays on the server
 * (it is far too big for a browser bundle): a form validates without it, the service passes the check in.
 */
export const COMMON_PASSWORD_CHECK = 'isCommonPassword';
export type CommonPasswordCheck = (password: string) => boolean;

/**
 * A new password: at least PASSWORD_MIN_LENGTH characters ("Please input at least {{length}} characters"), at most
 * PASSWORD_MAX_BYTES bytes, and (where the validator's context carries the check) not a commonly breached one.
 */
function newPasswordField(requiredKey: string) {
  return yup
    .string()
    .typeError(requiredKey)
    .required(requiredKey)
    .test({
      name: 'passwordLength',
      message: 'validation:passwordTooShort',
      params: { length: PASSWORD_MIN_LENGTH },
      test: (value) => value == null || value.length >= PASSWORD_MIN_LENGTH,
    })
    .test({
      name: 'passwordBytes',
      message: 'validation:passwordTooLong',
      params: { max: PASSWORD_MAX_BYTES },
      test: (value) => value == null || utf8ByteLength(value) <= PASSWORD_MAX_BYTES,
    })
    .test('passwordCommon', 'validation:passwordTooCommon', function (value) {
      const isCommon = (this.options.context as Record<string, unknown> | undefined)?.[COMMON_PASSWORD_CHECK];
      return value == null || typeof isCommon !== 'function' || !(isCommon as CommonPasswordCheck)(value);
    });
}

/** A confirmation field that must equal `other` (compared case-insensitively for e-mails). */
function confirmField(other: string, requiredKey: string, mismatchKey: string, { ignoreCase = false } = {}) {
  return yup
    .string()
    .transform(ignoreCase ? trimmedLower : (value: unknown) => value)
    .typeError(requiredKey)
    .required(requiredKey)
    .test('matches', mismatchKey, function (value) {
      const expected: unknown = this.parent[other];
      if (value == null || typeof expected !== 'string') return true;
      return ignoreCase ? value === expected.trim().toLowerCase() : value === expected;
    });
}

/** A birth date in the wire format (YYYY-MM-DD) or the form's (DD/MM/YYYY): a real day, and old enough. */
function birthDateField(format: 'iso' | 'display', tooYoungKey: string) {
  const toIso = (value: string | undefined) =>
    value === undefined ? null : format === 'iso' ? (isIsoDate(value) ? value : null) : parseDisplayDate(value);
  return yup
    .string()
    .transform(trimmed)
    .typeError('validation:birthDateRequired')
    .required('validation:birthDateRequired')
    .test('date', 'validation:birthDateInvalid', (value) => {
      if (value == null) return true;
      const iso = toIso(value);
      if (!iso) return false;
      // A date in the future (a negative age) or more than OLDEST_AGE years ago is not a birth date.
      const age = ageOn(iso, new Date());
      return age >= 0 && age <= OLDEST_AGE;
    })
    .test({
      name: 'minimumAge',
      message: tooYoungKey,
      params: { age: MINIMUM_AGE },
      test: (value) => {
        const iso = toIso(value ?? undefined);
        if (iso === null) return true;
        const age = ageOn(iso, new Date());
        // Future dates already fail as invalid.
        return age < 0 || age >= MINIMUM_AGE;
      },
    });
}

const genderField = () =>
  yup
    .string()
    .transform(trimmed)
    .typeError('validation:genderRequired')
    .required('validation:genderRequired')
    .oneOf([...GENDERS], 'validation:genderRequired');

const newsletterField = () => yup.boolean().typeError(INVALID).nonNullable(INVALID);

/** A token from an e-mailed link; anything malformed gets the same message as an expired or used one. */
function tokenField(invalidKey: string) {
  return yup.string().typeError(invalidKey).required(invalidKey).matches(TOKEN_PATTERN, invalidKey);
}

// ---------------------------------------------------------------- registration

const personalFields = (birthDateFormat: 'iso' | 'display', tooYoungKey: string) => ({
  firstName: requiredText('validation:firstNameRequired', NAME_MAX_LENGTH),
  lastName: requiredText('validation:lastNameRequired', NAME_MAX_LENGTH),
  gender: genderField(),
  location: requiredText('validation:locationRequired', LOCATION_MAX_LENGTH),
  birthDate: birthDateField(birthDateFormat, tooYoungKey),
});

/** A password alone, checked as a new one (the production owner's, at the seed). */
export const newPasswordSchema = yup.object({ password: newPasswordField('validation:passwordRequired') });

const registrationFields = (birthDateFormat: 'iso' | 'display') => ({
  ...personalFields(birthDateFormat, 'validation:tooYoungToRegister'),
  email: emailField('validation:emailRequired'),
  emailConfirm: confirmField('email', 'validation:emailConfirmRequired', 'validation:emailsMustMatch', {
    ignoreCase: true,
  }),
  password: newPasswordField('validation:passwordRequired'),
  passwordConfirm: confirmField('password', 'validation:passwordConfirmRequired', 'validation:passwordsMustMatch'),
  newsletter: newsletterField().default(false),
  /** The return-route hash of an invitation or join flow, passed through (spec: /register?hash=…). */
  hash: yup.string().transform(trimmed).typeError(INVALID).max(200, INVALID).optional(),
  /**
   * Where the visitor was heading (joining a league, an invite link, an invitation): the confirmation link carries
   * it back there. Only the paths `isCarriedReturnPath` allows.
   */
  returnPath: yup
    .string()
    .typeError(INVALID)
    .optional()
    .test('carried', INVALID, (value) => value === undefined || isCarriedReturnPath(value)),
});

/** `POST /api/user/register`: the spec's registration payload (confirmations included), birthDate YYYY-MM-DD. */
export const registrationSchema = yup.object(registrationFields('iso'));
export type RegistrationPayload = yup.InferType<typeof registrationSchema>;

/** The registration form: the same fields, birthDate as entered (DD/MM/YYYY). `toRegistrationPayload` converts. */
export const registrationFormSchema = yup.object(registrationFields('display'));
export type RegistrationForm = yup.InferType<typeof registrationFormSchema>;

/** The form's values as the server expects them (birthDate DD/MM/YYYY → YYYY-MM-DD). Call on validated values. */
export function toRegistrationPayload(form: RegistrationForm): RegistrationPayload {
  return { ...form, birthDate: parseDisplayDate(form.birthDate) ?? form.birthDate };
}

/** `POST /api/user/register` answers 201 with the new user's id. */
export const registrationResultSchema = yup.object({ id: yup.string().required() });
export type RegistrationResult = yup.InferType<typeof registrationResultSchema>;

/** `POST /api/user/register/resend`: a fresh confirmation link for an address still awaiting confirmation. */
export const confirmationResendSchema = yup.object({
  email: emailField('validation:emailRequired'),
});
export type ConfirmationResendPayload = yup.InferType<typeof confirmationResendSchema>;

/** `POST /api/user/confirm/{confirmationToken}`. */
export const confirmationParamsSchema = yup.object({
  confirmationToken: tokenField('errors:confirmationTokenInvalid'),
});
export type ConfirmationParams = yup.InferType<typeof confirmationParamsSchema>;

// ---------------------------------------------------------------- password

/** Forgot-password form and `POST /api/users/password-reset/request`. */
export const passwordResetRequestSchema = yup.object({
  email: emailField('validation:emailRequired'),
});
export type PasswordResetRequestPayload = yup.InferType<typeof passwordResetRequestSchema>;

/** `POST /api/users/reset-password`; the token comes from the link's path. */
export const resetPasswordSchema = yup.object({
  resetPasswordToken: tokenField('errors:resetTokenInvalid'),
  newPassword: newPasswordField('validation:newPasswordRequired'),
});
export type ResetPasswordPayload = yup.InferType<typeof resetPasswordSchema>;

/** The reset form (what the user types): new password and its confirmation. */
export const resetPasswordFormSchema = yup.object({
  newPassword: newPasswordField('validation:newPasswordRequired'),
  newPasswordConfirm: confirmField(
    'newPassword',
    'validation:newPasswordConfirmRequired',
    'validation:passwordsMustMatch',
  ),
});
export type ResetPasswordForm = yup.InferType<typeof resetPasswordFormSchema>;

/** The current password, asked again before a change only its owner may make ("Please input your current password"). */
function currentPasswordField() {
  return yup
    .string()
    .typeError('validation:currentPasswordRequired')
    .required('validation:currentPasswordRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation:currentPasswordIncorrect');
}

const changePasswordFields = {
  oldPassword: currentPasswordField(),
  newPassword: newPasswordField('validation:newPasswordRequired'),
};

/** `POST /api/users/me/change-password`. */
export const changePasswordSchema = yup.object(changePasswordFields);
export type ChangePasswordPayload = yup.InferType<typeof changePasswordSchema>;

/** The change-password form: also the new password's confirmation. */
export const changePasswordFormSchema = yup.object({
  ...changePasswordFields,
  newPasswordConfirm: confirmField(
    'newPassword',
    'validation:newPasswordConfirmRequired',
    'validation:passwordsMustMatch',
  ),
});
export type ChangePasswordForm = yup.InferType<typeof changePasswordFormSchema>;

// ---------------------------------------------------------------- e-mail change

const emailChangeRequestFields = {
  newEmail: emailField('validation:newEmailRequired'),
  currentPassword: currentPasswordField(),
};

/** `POST /api/users/me/email-change/request`: the new address and, proving it is the owner asking, the password. */
export const emailChangeRequestSchema = yup.object(emailChangeRequestFields);
export type EmailChangeRequestPayload = yup.InferType<typeof emailChangeRequestSchema>;

/** The change-e-mail form: also the new address's confirmation. */
export const emailChangeRequestFormSchema = yup.object({
  ...emailChangeRequestFields,
  newEmailConfirm: confirmField('newEmail', 'validation:newEmailConfirmRequired', 'validation:emailsMustMatch', {
    ignoreCase: true,
  }),
});
export type EmailChangeRequestForm = yup.InferType<typeof emailChangeRequestFormSchema>;

/** `POST /api/users/me/email-change`; the token comes from the link's path. */
export const emailChangeSchema = yup.object({
  emailChangeToken: tokenField('errors:emailChangeTokenInvalid'),
});
export type EmailChangePayload = yup.InferType<typeof emailChangeSchema>;

// ---------------------------------------------------------------- account deletion

/** `DELETE /api/users/me` and its confirmation: the current password, so a forgotten open session cannot delete. */
export const accountDeletionSchema = yup.object({ currentPassword: currentPasswordField() });
export type AccountDeletionPayload = yup.InferType<typeof accountDeletionSchema>;

// ---------------------------------------------------------------- profile

const profileFields = (birthDateFormat: 'iso' | 'display') => ({
  ...personalFields(birthDateFormat, 'validation:tooYoung'),
  /** Left as it is when absent. */
  newsletter: newsletterField().optional(),
});

/** `POST /api/users/{id}` (id = own id or 'me'). */
export const profileUpdateSchema = yup.object(profileFields('iso'));
export type ProfileUpdatePayload = yup.InferType<typeof profileUpdateSchema>;

/** The edit-profile form, birthDate as entered (DD/MM/YYYY). `toProfileUpdatePayload` converts. */
export const profileUpdateFormSchema = yup.object(profileFields('display'));
export type ProfileUpdateForm = yup.InferType<typeof profileUpdateFormSchema>;

export function toProfileUpdatePayload(form: ProfileUpdateForm): ProfileUpdatePayload {
  return { ...form, birthDate: parseDisplayDate(form.birthDate) ?? form.birthDate };
}

/**
 * `GET /api/users/me` and the answer of a profile update: the session user plus the profile. Fields a user never
 * gave (the seeded owner has no birth date) are null; birthDate is YYYY-MM-DD, createdAt an ISO instant.
 */
export const userProfileSchema = sessionUserSchema.shape({
  firstName: yup.string().nullable().defined(),
  lastName: yup.string().nullable().defined(),
  gender: yup
    .string()
    .oneOf([...GENDERS])
    .nullable()
    .defined(),
  location: yup.string().nullable().defined(),
  birthDate: yup.string().nullable().defined(),
  newsletter: yup.boolean().required(),
  createdAt: yup.string().required(),
});
export type UserProfile = yup.InferType<typeof userProfileSchema>;
