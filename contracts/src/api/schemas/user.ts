import * as yup from 'yup';
import { LOCALES } from '../../i18n/locale';
import { ROLES } from '../../rules/roles';

/** What the session and `GET /api/users/me` know of the signed-in user. */
export const sessionUserSchema = yup.object({
  id: yup.string().required(),
  email: yup.string().required(),
  name: yup.string().required(),
  roles: yup.array(yup.string().oneOf(Object.values(ROLES)).required()).required(),
  locale: yup
    .string()
    .oneOf([...LOCALES])
    .required(),
});
export type SessionUser = yup.InferType<typeof sessionUserSchema>;

/** GET /api/session's answer: who is signed in (null: a visitor) and the CSRF token the page sends back. */
export interface SessionAnswer {
  user: SessionUser | null;
  csrfToken: string | null;
}

export const localeParamsSchema = yup.object({
  id: yup.string().required(),
  locale: yup
    .string()
    .required('errors:invalidData')
    .oneOf([...LOCALES], 'errors:invalidData'),
});
export type LocaleParams = yup.InferType<typeof localeParamsSchema>;
