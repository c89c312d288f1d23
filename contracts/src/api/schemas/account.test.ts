import type { AnyObjectSchema } from 'yup';
import {
  accountDeletionSchema,
  baseResources,
  COMMON_PASSWORD_CHECK,
  changePasswordFormSchema,
  changePasswordSchema,
  confirmationParamsSchema,
  emailChangeRequestFormSchema,
  emailChangeRequestSchema,
  emailChangeSchema,
  formValidator,
  passwordResetRequestSchema,
  profileUpdateFormSchema,
  profileUpdateSchema,
  registrationFormSchema,
  registrationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  toProfileUpdatePayload,
  toRegistrationPayload,
  toViolations,
  utf8ByteLength,
  validateWith,
  type MessageParams,
  type Violation,
} from '../../index';
import { ValidationError } from 'yup';

/** The resource text of `ns:key` in a language, with {{values}} filled in as i18next would. */
function text(locale: 'en' | 'hu', key: string, params: MessageParams = {}): string {
  const [ns, name] = key.split(':') as [keyof (typeof baseResources)['en'], string];
  const raw = (baseResources[locale][ns] as Record<string, unknown>)[name];
  if (typeof raw !== 'string') throw new Error(`${locale} has no text for ${key}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (_, p: string) => {
    if (!(p in params)) throw new Error(`${key} needs {{${p}}} but the violation has no such param`);
    return String(params[p]);
  });
}

async function violationOf(schema: AnyObjectSchema, input: unknown, property: string): Promise<Violation | undefined> {
  const result = await validateWith(schema, input);
  if (result.ok) return undefined;
  return result.violations.find((v) => v.property === property);
}

/** ISO date of someone who turns `years` old today (UTC), shifted by `days`. */
function birthDateAged(years: number, days = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}
const toDisplay = (iso: string) => iso.split('-').reverse().join('/');

const validRegistration = {
  firstName: 'Anna',
  lastName: 'Szabó',
  gender: 'f',
  location: 'Budapest',
  birthDate: '1990-03-15',
  email: 'Anna.Szabo@example.com',
  emailConfirm: 'anna.szabo@EXAMPLE.com',
  password: 'Correct-Horse-9',
  passwordConfirm: 'Correct-Horse-9',
  newsletter: true,
};
const TOKEN = 'a'.repeat(64);

type Case = [string, Record<string, unknown>, string, string, string];

/** [what, change to the valid input, property, message key, English text]. */
const registrationCases: Case[] = [
  [
    'first name missing',
    { firstName: undefined },
    'firstName',
    'validation:firstNameRequired',
    'Please input first name',
  ],
  ['first name blank', { firstName: '   ' }, 'firstName', 'validation:firstNameRequired', 'Please input first name'],
  [
    'first name an object',
    { firstName: { $ne: null } },
    'firstName',
    'validation:firstNameRequired',
    'Please input first name',
  ],
  [
    'first name too long',
    { firstName: 'x'.repeat(101) },
    'firstName',
    'validation:tooLong',
    'Must be shorter than 100 characters',
  ],
  ['last name missing', { lastName: '' }, 'lastName', 'validation:lastNameRequired', 'Please input last name'],
  ['last name null', { lastName: null }, 'lastName', 'validation:lastNameRequired', 'Please input last name'],
  [
    'location missing',
    { location: undefined },
    'location',
    'validation:locationRequired',
    'Please input your location',
  ],
  [
    'location 181 characters',
    { location: 'x'.repeat(181) },
    'location',
    'validation:tooLong',
    'Must be shorter than 180 characters',
  ],
  [
    'birth date missing',
    { birthDate: undefined },
    'birthDate',
    'validation:birthDateRequired',
    'Please input your date of birth',
  ],
  ['birth date 31 February', { birthDate: '1990-02-31' }, 'birthDate', 'validation:birthDateInvalid', 'Invalid date'],
  [
    'birth date in display format',
    { birthDate: '15/03/1990' },
    'birthDate',
    'validation:birthDateInvalid',
    'Invalid date',
  ],
  [
    'birth date in the future',
    { birthDate: birthDateAged(-1) },
    'birthDate',
    'validation:birthDateInvalid',
    'Invalid date',
  ],
  [
    'birth date 130 years ago',
    { birthDate: birthDateAged(130) },
    'birthDate',
    'validation:birthDateInvalid',
    'Invalid date',
  ],
  [
    'birth date an object',
    { birthDate: { $gt: '' } },
    'birthDate',
    'validation:birthDateRequired',
    'Please input your date of birth',
  ],
  [
    'one day short of 16',
    { birthDate: birthDateAged(16, 1) },
    'birthDate',
    'validation:tooYoungToRegister',
    'You must be at least 16 years old to register',
  ],
  ['gender missing', { gender: undefined }, 'gender', 'validation:genderRequired', 'Please choose your gender'],
  ['gender not m or f', { gender: 'x' }, 'gender', 'validation:genderRequired', 'Please choose your gender'],
  ['e-mail missing', { email: '' }, 'email', 'validation:emailRequired', "You didn't fill in your e-mail"],
  [
    'e-mail malformed',
    { email: 'anna@', emailConfirm: 'anna@' },
    'email',
    'validation:emailInvalid',
    'E-mail format is incorrect',
  ],
  [
    'e-mail an operator',
    { email: { $ne: null } },
    'email',
    'validation:emailRequired',
    "You didn't fill in your e-mail",
  ],
  [
    'e-mail confirmation missing',
    { emailConfirm: '' },
    'emailConfirm',
    'validation:emailConfirmRequired',
    'Please confirm email',
  ],
  [
    'e-mails differ',
    { emailConfirm: 'other@example.com' },
    'emailConfirm',
    'validation:emailsMustMatch',
    'E-mails must match',
  ],
  ['password missing', { password: '' }, 'password', 'validation:passwordRequired', 'Please input your password'],
  [
    'password of 7 characters',
    { password: 'Short-7', passwordConfirm: 'Short-7' },
    'password',
    'validation:passwordTooShort',
    'Please input at least 8 characters',
  ],
  [
    'password confirmation missing',
    { passwordConfirm: undefined },
    'passwordConfirm',
    'validation:passwordConfirmRequired',
    'Please confirm password',
  ],
  [
    'passwords differ by case',
    { passwordConfirm: 'correct-horse-9' },
    'passwordConfirm',
    'validation:passwordsMustMatch',
    "Passwords don't match",
  ],
  [
    'newsletter not a boolean',
    { newsletter: { $ne: null } },
    'newsletter',
    'errors:invalidData',
    'Invalid data provided',
  ],
  ['hash not a string', { hash: { $ne: null } }, 'hash', 'errors:invalidData', 'Invalid data provided'],
  [
    'the return path leads off the site',
    { returnPath: 'https://evil.example/leagues/66a0000000000000000000ff/join' },
    'returnPath',
    'errors:invalidData',
    'Invalid data provided',
  ],
  [
    'the return path is a page no flow carries',
    { returnPath: '/settings' },
    'returnPath',
    'errors:invalidData',
    'Invalid data provided',
  ],
];

describe('registrationSchema (POST /user/register)', () => {
  it('when every field is valid, then e-mail is trimmed and lower-cased and extra keys are dropped', async () => {
    const result = await validateWith(registrationSchema, {
      ...validRegistration,
      email: ' Anna.Szabo@Example.com ',
      roles: ['SUPER_ADMIN'],
    });
    expect(result).toEqual({
      ok: true,
      value: { ...validRegistration, email: 'anna.szabo@example.com', emailConfirm: 'anna.szabo@example.com' },
    });
  });

  it('when the newsletter is not sent, then it is false; the optional hash passes through', async () => {
    const { newsletter: _omit, ...rest } = validRegistration;
    const result = await validateWith(registrationSchema, { ...rest, hash: 'abc123' });
    expect(result.ok && result.value).toMatchObject({ newsletter: false, hash: 'abc123' });
  });

  it('when the visitor was joining a league, then the return path passes through', async () => {
    const returnPath = '/leagues/66a0000000000000000000ff/join';
    const result = await validateWith(registrationSchema, { ...validRegistration, returnPath });
    expect(result.ok && result.value.returnPath).toBe(returnPath);
  });

  it('when the user turns 16 today, then old enough', async () => {
    expect(
      await violationOf(registrationSchema, { ...validRegistration, birthDate: birthDateAged(16) }, 'birthDate'),
    ).toBeUndefined();
  });

  it('when a 180-character location is sent, then it is accepted', async () => {
    expect(
      await violationOf(registrationSchema, { ...validRegistration, location: 'x'.repeat(180) }, 'location'),
    ).toBeUndefined();
  });

  it.each(registrationCases)('when %s, then %s gets %s', async (_what, change, property, key, english) => {
    const violation = await violationOf(registrationSchema, { ...validRegistration, ...change }, property);
    expect(violation?.message).toBe(key);
    expect(text('en', key, violation?.params)).toBe(english);
    expect(text('hu', key, violation?.params)).not.toBe(english);
  });

  it('when everything is missing, then every required field has its own message', async () => {
    const result = await validateWith(registrationSchema, {});
    expect(result.ok).toBe(false);
    const found = !result.ok ? result.violations.map((v) => [v.property, v.message]) : [];
    expect(found).toHaveLength(9);
    expect(found).toEqual(
      expect.arrayContaining([
        ['firstName', 'validation:firstNameRequired'],
        ['lastName', 'validation:lastNameRequired'],
        ['gender', 'validation:genderRequired'],
        ['location', 'validation:locationRequired'],
        ['birthDate', 'validation:birthDateRequired'],
        ['email', 'validation:emailRequired'],
        ['emailConfirm', 'validation:emailConfirmRequired'],
        ['password', 'validation:passwordRequired'],
        ['passwordConfirm', 'validation:passwordConfirmRequired'],
      ]),
    );
  });

  it('when the message has a value, then the violation carries it and nothing of yup bookkeeping', async () => {
    const violation = await violationOf(
      registrationSchema,
      { ...validRegistration, location: 'x'.repeat(181) },
      'location',
    );
    expect(violation).toEqual({ property: 'location', message: 'validation:tooLong', params: { max: 180 } });
    const short = await violationOf(
      registrationSchema,
      { ...validRegistration, password: 'a', passwordConfirm: 'a' },
      'password',
    );
    expect(short).toEqual({ property: 'password', message: 'validation:passwordTooShort', params: { length: 8 } });
    const young = await violationOf(
      registrationSchema,
      { ...validRegistration, birthDate: birthDateAged(10) },
      'birthDate',
    );
    expect(young).toEqual({ property: 'birthDate', message: 'validation:tooYoungToRegister', params: { age: 16 } });
  });

  it.each([
    ['73 ASCII characters', 'x'.repeat(73), false],
    ['72 ASCII characters', 'x'.repeat(72), true],
    ['37 two-byte letters', 'ő'.repeat(37), false],
    ['36 two-byte letters', 'ő'.repeat(36), true],
    ['18 four-byte emoji and a letter', `${'🏈'.repeat(18)}x`, false],
  ])('when the password is %s, then the 72-byte cap (bcrypt reads no further) decides', async (_what, password, ok) => {
    const violation = await violationOf(
      registrationSchema,
      { ...validRegistration, password, passwordConfirm: password },
      'password',
    );
    if (ok) expect(violation).toBeUndefined();
    else
      expect(violation).toEqual({ property: 'password', message: 'validation:passwordTooLong', params: { max: 72 } });
  });

  it('when a common password is checked, then only a validator given the check (the service) refuses it', async () => {
    const input = { ...validRegistration, password: 'Password1', passwordConfirm: 'Password1' };
    const isCommonPassword = (password: string) => password.toLowerCase() === 'password1';

    expect(await validateWith(registrationFormSchema, { ...input, birthDate: '15/03/1990' })).toMatchObject({
      ok: true,
    });
    expect(await validateWith(registrationSchema, input, { [COMMON_PASSWORD_CHECK]: isCommonPassword })).toEqual({
      ok: false,
      violations: [{ property: 'password', message: 'validation:passwordTooCommon' }],
    });
    expect(text('hu', 'validation:passwordTooCommon')).toContain('leggyakoribb');
  });

  it('when the UTF-8 length is counted, then it is what bcrypt sees', () => {
    for (const value of ['', 'abc', 'ő', 'árvíztűrő', '🏈', 'a\ud800b']) {
      expect(utf8ByteLength(value)).toBe(Buffer.byteLength(value, 'utf8'));
    }
  });

  it('when a message has no value, then the violation has no params key (existing callers compare exactly)', async () => {
    const violation = await violationOf(registrationSchema, { ...validRegistration, firstName: '' }, 'firstName');
    expect(violation).toEqual({ property: 'firstName', message: 'validation:firstNameRequired' });
  });
});

describe('registrationFormSchema (the /register form)', () => {
  const form = { ...validRegistration, birthDate: '15/03/1990' };

  it('when the date is entered DD/MM/YYYY, then it is valid and converts to the wire format', async () => {
    const result = await validateWith(registrationFormSchema, form);
    expect(result.ok).toBe(true);
    if (result.ok) expect(toRegistrationPayload(result.value).birthDate).toBe('1990-03-15');
    expect(await validateWith(registrationSchema, result.ok ? toRegistrationPayload(result.value) : {})).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['31/02/1990', 'validation:birthDateInvalid'],
    ['1990-03-15', 'validation:birthDateInvalid'],
    [toDisplay(birthDateAged(15)), 'validation:tooYoungToRegister'],
    ['', 'validation:birthDateRequired'],
  ])('when %j is entered as date of birth, then %s', async (birthDate, key) => {
    expect((await violationOf(registrationFormSchema, { ...form, birthDate }, 'birthDate'))?.message).toBe(key);
  });
});

describe('passwordResetRequestSchema', () => {
  it.each([
    [{}, 'validation:emailRequired'],
    [{ email: 'nope' }, 'validation:emailInvalid'],
    [{ email: { $ne: null } }, 'validation:emailRequired'],
    [{ email: ['a@example.com'] }, 'validation:emailRequired'],
  ])('when %j is sent, then %s', async (input, key) => {
    expect((await violationOf(passwordResetRequestSchema, input, 'email'))?.message).toBe(key);
  });

  it('when the address is valid, then it is lower-cased', async () => {
    expect(await validateWith(passwordResetRequestSchema, { email: 'A@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'a@example.com' },
    });
  });
});

describe('resetPasswordSchema and its form', () => {
  const payload = { resetPasswordToken: TOKEN, newPassword: 'New-Password-1' };

  it.each<Case>([
    [
      'token missing',
      { resetPasswordToken: undefined },
      'resetPasswordToken',
      'errors:resetTokenInvalid',
      'This password reset link is invalid, has expired or has already been used. Please request a new one.',
    ],
    [
      'token malformed',
      { resetPasswordToken: 'xyz' },
      'resetPasswordToken',
      'errors:resetTokenInvalid',
      'This password reset link is invalid, has expired or has already been used. Please request a new one.',
    ],
    [
      'token an operator',
      { resetPasswordToken: { $ne: null } },
      'resetPasswordToken',
      'errors:resetTokenInvalid',
      'This password reset link is invalid, has expired or has already been used. Please request a new one.',
    ],
    [
      'new password missing',
      { newPassword: '' },
      'newPassword',
      'validation:newPasswordRequired',
      'Please input new password',
    ],
    [
      'new password short',
      { newPassword: '1234567' },
      'newPassword',
      'validation:passwordTooShort',
      'Please input at least 8 characters',
    ],
  ])('when %s, then %s gets %s', async (_what, change, property, key, english) => {
    const violation = await violationOf(resetPasswordSchema, { ...payload, ...change }, property);
    expect(violation?.message).toBe(key);
    expect(text('en', key, violation?.params)).toBe(english);
    expect(text('hu', key, violation?.params)).toBeTruthy();
  });

  it.each<Case>([
    [
      'confirmation missing',
      { newPasswordConfirm: '' },
      'newPasswordConfirm',
      'validation:newPasswordConfirmRequired',
      'Please confirm new password',
    ],
    [
      'confirmation differs',
      { newPasswordConfirm: 'Other-Password-1' },
      'newPasswordConfirm',
      'validation:passwordsMustMatch',
      "Passwords don't match",
    ],
  ])('when the form has its %s, then %s gets %s', async (_what, change, property, key, english) => {
    const violation = await violationOf(
      resetPasswordFormSchema,
      { newPassword: 'New-Password-1', newPasswordConfirm: 'New-Password-1', ...change },
      property,
    );
    expect(violation?.message).toBe(key);
    expect(text('en', key)).toBe(english);
  });
});

describe('changePasswordSchema and its form', () => {
  const payload = { oldPassword: 'Old-Password-1', newPassword: 'New-Password-1' };

  it.each<Case>([
    [
      'old password missing',
      { oldPassword: '' },
      'oldPassword',
      'validation:currentPasswordRequired',
      'Please input your current password',
    ],
    [
      'old password an operator',
      { oldPassword: { $ne: null } },
      'oldPassword',
      'validation:currentPasswordRequired',
      'Please input your current password',
    ],
    [
      'new password missing',
      { newPassword: undefined },
      'newPassword',
      'validation:newPasswordRequired',
      'Please input new password',
    ],
    [
      'new password short',
      { newPassword: 'abc' },
      'newPassword',
      'validation:passwordTooShort',
      'Please input at least 8 characters',
    ],
  ])('when %s, then %s gets %s', async (_what, change, property, key, english) => {
    const violation = await violationOf(changePasswordSchema, { ...payload, ...change }, property);
    expect(violation?.message).toBe(key);
    expect(text('en', key, violation?.params)).toBe(english);
  });

  it.each<Case>([
    [
      'confirmation missing',
      {},
      'newPasswordConfirm',
      'validation:newPasswordConfirmRequired',
      'Please confirm new password',
    ],
    [
      'confirmation differs',
      { newPasswordConfirm: 'x' },
      'newPasswordConfirm',
      'validation:passwordsMustMatch',
      "Passwords don't match",
    ],
  ])('when the form has its %s, then %s gets %s', async (_what, change, property, key, english) => {
    const violation = await violationOf(changePasswordFormSchema, { ...payload, ...change }, property);
    expect(violation?.message).toBe(key);
    expect(text('en', key)).toBe(english);
  });

  it('when the form is complete, then the server payload is the form without the confirmation', async () => {
    const result = await validateWith(changePasswordSchema, { ...payload, newPasswordConfirm: payload.newPassword });
    expect(result).toEqual({ ok: true, value: payload });
  });
});

describe('accountDeletionSchema (DELETE /users/me)', () => {
  it.each([[{}], [{ currentPassword: '' }], [{ currentPassword: ['secret'] }], [{ currentPassword: { $ne: null } }]])(
    'when the body is %j, then the current password is asked for',
    async (input) => {
      expect(await violationOf(accountDeletionSchema, input, 'currentPassword')).toEqual({
        property: 'currentPassword',
        message: 'validation:currentPasswordRequired',
      });
    },
  );

  it('when the current password is given, then it passes untouched', async () => {
    expect(await validateWith(accountDeletionSchema, { currentPassword: 'Correct-Horse-9' })).toEqual({
      ok: true,
      value: { currentPassword: 'Correct-Horse-9' },
    });
  });
});

describe('e-mail change schemas', () => {
  it.each<Case>([
    [
      'new address missing',
      { newEmail: '' },
      'newEmail',
      'validation:newEmailRequired',
      'Please input your new e-mail',
    ],
    [
      'new address malformed',
      { newEmail: 'a@b@c' },
      'newEmail',
      'validation:emailInvalid',
      'E-mail format is incorrect',
    ],
    [
      'new address an operator',
      { newEmail: { $ne: null } },
      'newEmail',
      'validation:newEmailRequired',
      'Please input your new e-mail',
    ],
    [
      'current password missing',
      { currentPassword: '' },
      'currentPassword',
      'validation:currentPasswordRequired',
      'Please input your current password',
    ],
    [
      'current password an operator',
      { currentPassword: { $ne: null } },
      'currentPassword',
      'validation:currentPasswordRequired',
      'Please input your current password',
    ],
  ])('when %s, then %s gets %s', async (_what, change, property, key, english) => {
    const violation = await violationOf(
      emailChangeRequestSchema,
      { newEmail: 'new@example.com', currentPassword: 'secret', ...change },
      property,
    );
    expect(violation?.message).toBe(key);
    expect(text('en', key)).toBe(english);
  });

  it.each<Case>([
    [
      'confirmation missing',
      { newEmailConfirm: '' },
      'newEmailConfirm',
      'validation:newEmailConfirmRequired',
      'Please confirm your new e-mail',
    ],
    [
      'confirmation differs',
      { newEmailConfirm: 'old@example.com' },
      'newEmailConfirm',
      'validation:emailsMustMatch',
      'E-mails must match',
    ],
  ])('when the form has its %s, then %s gets %s', async (_what, change, property, key, english) => {
    const violation = await violationOf(
      emailChangeRequestFormSchema,
      { newEmail: 'new@example.com', newEmailConfirm: 'new@example.com', currentPassword: 'secret', ...change },
      property,
    );
    expect(violation?.message).toBe(key);
    expect(text('en', key)).toBe(english);
  });

  it('when the confirmation differs only in case, then the form is valid', async () => {
    const result = await validateWith(emailChangeRequestFormSchema, {
      newEmail: 'New@Example.com',
      newEmailConfirm: 'new@example.COM',
      currentPassword: 'secret',
    });
    expect(result.ok).toBe(true);
  });

  it('when the request is valid, then it carries the new address and the current password, nothing else', async () => {
    const result = await validateWith(emailChangeRequestSchema, {
      newEmail: 'New@Example.com',
      currentPassword: ' secret ',
      extra: 1,
    });
    expect(result).toEqual({ ok: true, value: { newEmail: 'new@example.com', currentPassword: ' secret ' } });
  });

  it.each([
    [{}],
    [{ emailChangeToken: 'G'.repeat(64) }],
    [{ emailChangeToken: { $ne: null } }],
    [{ emailChangeToken: TOKEN.toUpperCase() }],
  ])('when the change token is %j, then the link is invalid', async (input) => {
    expect((await violationOf(emailChangeSchema, input, 'emailChangeToken'))?.message).toBe(
      'errors:emailChangeTokenInvalid',
    );
  });

  it('when the confirmation token is malformed, then the link is invalid', async () => {
    expect(
      (await violationOf(confirmationParamsSchema, { confirmationToken: '../etc' }, 'confirmationToken'))?.message,
    ).toBe('errors:confirmationTokenInvalid');
    expect(await validateWith(confirmationParamsSchema, { confirmationToken: TOKEN })).toEqual({
      ok: true,
      value: { confirmationToken: TOKEN },
    });
  });
});

describe('profile update schemas', () => {
  const profile = {
    firstName: 'Réka',
    lastName: 'Tóth',
    gender: 'f',
    location: 'Szeged',
    birthDate: '1988-08-08',
    newsletter: false,
  };

  it('when the profile is valid, then it passes; without newsletter it stays absent', async () => {
    expect(await validateWith(profileUpdateSchema, profile)).toEqual({ ok: true, value: profile });
    const { newsletter: _omit, ...rest } = profile;
    const result = await validateWith(profileUpdateSchema, rest);
    expect(result.ok && 'newsletter' in result.value && result.value.newsletter !== undefined).toBe(false);
  });

  it.each<Case>([
    ['first name missing', { firstName: '' }, 'firstName', 'validation:firstNameRequired', 'Please input first name'],
    ['last name missing', { lastName: undefined }, 'lastName', 'validation:lastNameRequired', 'Please input last name'],
    [
      'location too long',
      { location: 'y'.repeat(200) },
      'location',
      'validation:tooLong',
      'Must be shorter than 180 characters',
    ],
    ['gender wrong', { gender: 'M' }, 'gender', 'validation:genderRequired', 'Please choose your gender'],
    ['birth date invalid', { birthDate: '1988-13-01' }, 'birthDate', 'validation:birthDateInvalid', 'Invalid date'],
    [
      'too young',
      { birthDate: birthDateAged(12) },
      'birthDate',
      'validation:tooYoung',
      'You must be at least 16 years old',
    ],
    ['newsletter a string', { newsletter: 'maybe' }, 'newsletter', 'errors:invalidData', 'Invalid data provided'],
    ['newsletter null', { newsletter: null }, 'newsletter', 'errors:invalidData', 'Invalid data provided'],
  ])('when %s, then %s gets %s', async (_what, change, property, key, english) => {
    const violation = await violationOf(profileUpdateSchema, { ...profile, ...change }, property);
    expect(violation?.message).toBe(key);
    expect(text('en', key, violation?.params)).toBe(english);
  });

  it('when the form has DD/MM/YYYY, then it converts to the wire format', async () => {
    const result = await validateWith(profileUpdateFormSchema, { ...profile, birthDate: '08/08/1988' });
    expect(result.ok && toProfileUpdatePayload(result.value).birthDate).toBe('1988-08-08');
  });
});

describe('toViolations and formValidator', () => {
  it('when a plain ValidationError is converted, then it still yields one violation without params', () => {
    expect(toViolations(new ValidationError('validation:emailRequired', undefined, 'email'))).toEqual([
      { property: 'email', message: 'validation:emailRequired' },
    ]);
  });

  it('when a form is validated with a translator, then messages come out with their values filled in', async () => {
    const validate = formValidator(registrationFormSchema, (key, params) => text('hu', key, params));
    const errors = await validate({
      ...validRegistration,
      birthDate: '15/03/1990',
      location: 'x'.repeat(181),
      password: 'abc',
    });
    expect(errors).toEqual({
      location: '180 karakternél rövidebbnek kell lennie',
      password: 'Kérjük, legalább 8 karaktert adj meg',
      passwordConfirm: 'A jelszavak nem egyeznek',
    });
    expect(await validate({ ...validRegistration, birthDate: '15/03/1990' })).toEqual({});
  });
});

describe('every message key the account schemas use exists in both languages', () => {
  const keys = [
    'validation:firstNameRequired',
    'validation:lastNameRequired',
    'validation:locationRequired',
    'validation:tooLong',
    'validation:birthDateRequired',
    'validation:birthDateInvalid',
    'validation:tooYoungToRegister',
    'validation:tooYoung',
    'validation:genderRequired',
    'validation:emailRequired',
    'validation:emailInvalid',
    'validation:emailConfirmRequired',
    'validation:emailsMustMatch',
    'validation:passwordRequired',
    'validation:passwordTooShort',
    'validation:passwordConfirmRequired',
    'validation:passwordsMustMatch',
    'validation:currentPasswordRequired',
    'validation:currentPasswordIncorrect',
    'validation:newPasswordRequired',
    'validation:newPasswordConfirmRequired',
    'validation:newEmailRequired',
    'validation:newEmailConfirmRequired',
    'validation:sameEmail',
    'validation:emailTaken',
    'errors:confirmationTokenInvalid',
    'errors:resetTokenInvalid',
    'errors:emailChangeTokenInvalid',
    'errors:ownerCannotBeDeleted',
  ];
  it.each(keys)('%s', (key) => {
    const params = { max: 1, length: 1, age: 1 };
    expect(text('en', key, params)).toBeTruthy();
    expect(text('hu', key, params)).toBeTruthy();
  });
});
