import {
  formValidator,
  leagueUpdateSchema,
  loginSchema,
  settingsSchema,
  timezoneOptions,
  TIMEZONES,
  validateWith,
} from '../index';

describe('validateWith', () => {
  it('when the login payload is empty, then both fields carry the spec messages as keys', async () => {
    const result = await validateWith(loginSchema, {});
    expect(result).toEqual({
      ok: false,
      violations: [
        { property: 'username', message: 'validation:emailRequired' },
        { property: 'password', message: 'validation:passwordRequired' },
      ],
    });
  });

  it('when the e-mail is an operator object, then it is rejected, not passed on', async () => {
    const result = await validateWith(loginSchema, { username: { $ne: null }, password: 'x' });
    expect(result.ok).toBe(false);
  });

  it('when unknown keys are sent, then they are stripped', async () => {
    const result = await validateWith(settingsSchema, { timezone: 'Europe/Budapest', admin: true });
    expect(result).toEqual({ ok: true, value: { timezone: 'Europe/Budapest' } });
  });

  it('when the timezone is not one of the offered zones, then "Timezone is required" applies', async () => {
    const result = await validateWith(settingsSchema, { timezone: 'Mars/Olympus' });
    expect(result).toEqual({
      ok: false,
      violations: [{ property: 'timezone', message: 'validation:timezoneRequired' }],
    });
  });
});

describe('formValidator', () => {
  it('when a slide in a list is invalid, then its message sits where Formik looks for that field', async () => {
    const validate = formValidator(leagueUpdateSchema, (key) => `t(${key})`);

    const errors = await validate({
      name: '',
      nbMaxTeams: 8,
      images: [{ title: 'Opening day' }, { title: ' ' }],
    });

    expect(errors).toEqual({
      name: 't(validation:leagueNameRequired)',
      images: [undefined, { title: 't(validation:slideTitleRequired)' }],
    });
  });
});

describe('timezoneOptions', () => {
  it('when built in winter, then about a hundred zones are labelled with their UTC offset', () => {
    const options = timezoneOptions(new Date('2026-01-15T12:00:00Z'));
    expect(options.length).toBe(TIMEZONES.length);
    expect(options.length).toBeGreaterThanOrEqual(95);
    expect(options).toContainEqual({ value: 'Europe/Budapest', label: '(UTC+01:00) Europe/Budapest' });
    expect(options).toContainEqual({ value: 'Asia/Kolkata', label: '(UTC+05:30) Asia/Kolkata' });
    expect(options[0]?.label.startsWith('(UTC-11:00)')).toBe(true);
  });

  it('when built in summer, then daylight saving shifts the offset', () => {
    const options = timezoneOptions(new Date('2026-07-15T12:00:00Z'));
    expect(options).toContainEqual({ value: 'Europe/Budapest', label: '(UTC+02:00) Europe/Budapest' });
  });
});
