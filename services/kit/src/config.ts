import * as yup from 'yup';

/**
 * An http(s) URL. Not yup's url(): its pattern rejects hosts without a dot, i.e. localhost and docker service names.
 */
export function httpUrl(name: string) {
  return yup.string().test('http-url', `${name} must be an http(s) URL`, (value) => value === undefined || isHttpUrl(value));
}

/** Settings every process shares (services and the BFF). */
export const baseConfigShape = {
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  PORT: yup.number().integer().min(0).max(65535).required(),
  MONGO_URL: yup
    .string()
    .required('MONGO_URL is not set: start the stack with `npm start` (embedded FerretDB) or point MONGO_URL at MongoDB'),
  MONGO_DB: yup.string().required(),
  INTERNAL_TOKEN_SECRET: yup
    .string()
    .required('INTERNAL_TOKEN_SECRET is not set')
    .min(32, 'INTERNAL_TOKEN_SECRET must be at least 32 characters'),
};

/** Settings every service shares. A service extends it with its own keys. */
export const serviceConfigSchema = yup.object({
  ...baseConfigShape,
  BFF_URL: httpUrl('BFF_URL').default('http://localhost:3000'),
});
export type ServiceConfig = yup.InferType<typeof serviceConfigSchema>;

/** Validates the environment at boot; a bad config stops the process with every problem listed. */
export function loadConfig<S extends yup.AnyObjectSchema>(
  schema: S,
  env: Record<string, string | undefined>,
  defaults: Record<string, string | number> = {},
): yup.InferType<S> {
  try {
    return schema.validateSync({ ...defaults, ...stripEmpty(env) }, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new Error(`Invalid configuration:\n  - ${error.errors.join('\n  - ')}`);
    }
    throw error;
  }
}

function stripEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
