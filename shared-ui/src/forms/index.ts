/** The Formik-bound fields and forms; the `@hfl/shared-ui/forms` entry (forms-entry.ts) adds the leaderboard page. */
export { TextField, type TextFieldProps } from './text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { ApiForm, FormActions, type ApiFormProps } from './api-form';
export { useSubmitFailure, type FailureHelpers } from './submit-failure';
export { FormError } from './form-error';
export { applyViolations } from './apply-violations';
export { fieldControl, FieldErrorText } from './field-styles';
export { useBoundField } from './use-bound-field';
export { ImageFileField, checkImageFile, type ImageFileFieldProps, type ImageRejection } from './image-file-field';
export { SlidesField, type SlideValue } from './slides-field';
export { toMultipart, type MultipartValue } from './to-multipart';
export { LeagueSearchForm, type LeagueSearchFormProps } from './league-search-form';
export { LeagueFields, EMPTY_LEAGUE_FORM, leagueFormValues, type LeagueFormValues } from './league-fields';
export { PlayerFilterForm } from './player-filter-form';
export { SearchRow } from './search-row';
export { DateTimeField, type DateTimeFieldProps } from './date-time-field';
