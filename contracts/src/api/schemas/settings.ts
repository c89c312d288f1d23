import * as yup from 'yup';
import { TIMEZONES } from '../../rules/timezones';

/** Owner settings form and `POST /api/settings`. */
export const settingsSchema = yup.object({
  timezone: yup
    .string()
    // A non-string (e.g. an operator object) gets the spec's message, not yup's English default.
    .typeError('validation:timezoneRequired')
    .required('validation:timezoneRequired')
    .oneOf([...TIMEZONES], 'validation:timezoneRequired'),
});
export type SettingsPayload = yup.InferType<typeof settingsSchema>;
export type Settings = SettingsPayload;
