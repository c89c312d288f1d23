import type { SlideValue } from './slides-field';

/** What a multipart form value may be: text, a number or flag, a file, nothing (left out), or the slides. */
export type MultipartValue = string | number | boolean | Blob | null | undefined | readonly SlideValue[];

/**
 * A form's values as the multipart body the leagues endpoints take: plain fields as text, files as files (`logo`),
 * nothing for null/undefined, and slides (`images`) as `images[i][title]`, `images[i][id]` (a kept slide) and the file
 * `images[i][image]` (a new picture). The stored picture's URL is not sent: the id keeps it.
 */
export function toMultipart<V extends { [K in keyof V]: MultipartValue }>(values: V): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values) as Array<[string, MultipartValue]>) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      (value as readonly SlideValue[]).forEach((slide, index) => {
        form.append(`${key}[${index}][title]`, slide.title);
        if (slide.id) form.append(`${key}[${index}][id]`, slide.id);
        if (slide.file) form.append(`${key}[${index}][image]`, slide.file);
      });
    } else if (typeof value === 'object') {
      // The only objects a value may be besides slides are files (checked by type, not by `instanceof`, which
      // would tie it to one window's Blob class).
      form.append(key, value as Blob);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
