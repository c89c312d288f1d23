import * as yup from 'yup';

/** Login form and `POST /api/auth`. The spec's payload names the e-mail `username`. */
export const loginSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required('validation:emailRequired')
    .email('validation:emailInvalid')
    .max(254, 'validation:emailInvalid'),
  password: yup
    .string()
    .typeError('validation:passwordRequired')
    .required('validation:passwordRequired')
    .max(1024, 'validation:passwordRequired'),
});
export type LoginPayload = yup.InferType<typeof loginSchema>;
