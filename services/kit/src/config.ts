import fs from 'node:fs';
import * as yup from 'yup';
import { BFF_INTERNAL_PORT } from '@hfl/contracts';

/**
 * An http(s) URL. Not yup's url(): its pattern rejects hosts without a dot, i.e. localhost and docker service names.
 */
export function httpUrl(name: string) {
  return yup
    .string()
    .test('http-url', `${name} must be an http(s) URL`, (value) => value === undefined || isHttpUrl(value));
}

/**
 * PUBLIC_URL, the site as browsers reach it: every absolute URL (an e-mail's links, a page's Open Graph tags) is built
 * from it, never from a request's Host header. Required in production; elsewhere `devDefault` (if any) stands in.
 */
export function publicUrlSetting(devDefault: string): yup.StringSchema<string>;
export function publicUrlSetting(): yup.StringSchema<string | undefined>;
export function publicUrlSetting(devDefault?: string) {
  return httpUrl('PUBLIC_URL').when('NODE_ENV', ([env], schema) => {
    if (env === 'production') return schema.required('PUBLIC_URL is required in production');
    return devDefault ? schema.default(devDefault) : schema;
  });
}

/** Settings every process shares (services and the BFF). */
export const baseConfigShape = {
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  PORT: yup.number().integer().min(0).max(65535).required(),
  /** The interface to listen on: this machine only unless a container (compose: 0.0.0.0) must be reached by peers. */
  HOST: yup.string().default('127.0.0.1'),
  MONGO_URL: yup
    .string()
    .required(
      'MONGO_URL is not set: start the stack with `npm start` (embedded FerretDB) or point MONGO_URL at MongoDB',
    ),
  /** With MONGO_PASSWORD (or MONGO_PASSWORD_FILE): the user MONGO_URL signs in as (compose: the root user). */
  MONGO_USERNAME: yup.string().optional(),
  MONGO_PASSWORD: yup
    .string()
    .optional()
    .when('MONGO_USERNAME', ([user], schema) =>
      user ? schema.required('MONGO_PASSWORD is not set for MONGO_USERNAME') : schema,
    ),
  MONGO_DB: yup.string().required(),
  INTERNAL_TOKEN_SECRET: yup
    .string()
    .required('INTERNAL_TOKEN_SECRET is not set')
    .min(32, 'INTERNAL_TOKEN_SECRET must be at least 32 characters'),
};

/** Settings every service shares. A service extends it with its own keys. */
export const serviceConfigSchema = yup.object({
  ...baseConfigShape,
  /** Where the service publishes live events: the BFF's internal port (INTERNAL_PORT), never the browsers' one. */
  BFF_URL: httpUrl('BFF_URL').default(`http://127.0.0.1:${BFF_INTERNAL_PORT}`),
});
export type ServiceConfig = yup.InferType<typeof serviceConfigSchema>;

/**
 * Validates the environment at boot; a bad config stops the process with every problem listed. Any setting may come
 * from a file instead (`<NAME>_FILE`, as Docker secrets are mounted); MONGO_USERNAME and MONGO_PASSWORD are put into
 * MONGO_URL, so every consumer connects with the credentials.
 */
export function loadConfig<S extends yup.AnyObjectSchema>(
  schema: S,
  env: Record<string, string | undefined>,
  defaults: Record<string, string | number> = {},
): yup.InferType<S> {
  const problems: string[] = [];
  const fromFiles = readFileSettings(Object.keys(schema.fields), stripEmpty(env), problems);
  try {
    const config = schema.validateSync({ ...defaults, ...fromFiles }, { abortEarly: false, stripUnknown: true });
    if (problems.length === 0) return withMongoCredentials(config);
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    problems.push(...error.errors);
  }
  throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
}

/** `<NAME>_FILE` names a file holding the value (trailing newlines dropped, as the mongo image reads its secrets). */
function readFileSettings(names: string[], env: Record<string, string>, problems: string[]): Record<string, string> {
  const settings = { ...env };
  for (const name of names) {
    const file = env[`${name}_FILE`];
    if (file === undefined) continue;
    if (env[name] !== undefined) {
      problems.push(`set either ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      settings[name] = fs.readFileSync(file, 'utf8').replace(/\n+$/, '');
    } catch {
      problems.push(`${name}_FILE names a file that cannot be read: ${file}`);
    }
  }
  return settings;
}

function withMongoCredentials<C extends { MONGO_URL?: string; MONGO_USERNAME?: string; MONGO_PASSWORD?: string }>(
  config: C,
): C {
  const { MONGO_URL: url, MONGO_USERNAME: user, MONGO_PASSWORD: password } = config;
  if (!url || !user || password === undefined) return config;
  const signedIn = url.replace(
    /^(mongodb(?:\+srv)?:\/\/)/,
    `$1${encodeURIComponent(user)}:${encodeURIComponent(password)}@`,
  );
  return { ...config, MONGO_URL: signedIn };
}

function stripEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
