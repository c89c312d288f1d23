import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMAGE_UPLOAD, IMAGE_UPLOAD_MESSAGES } from '@hfl/contracts';
import { FieldErrorText, FieldWrapper } from './field-styles';
import { useBoundField } from './use-bound-field';

/** A refused picture: the message key and the values it shows. */
export interface ImageRejection {
  message: string;
  params: Record<string, string | number>;
}

const ACCEPT = IMAGE_UPLOAD.extensions.map((extension) => `.${extension}`).join(',');

/**
 * The browser's first look at a chosen picture: its extension and size, with the messages the services use. The
 * services check the bytes again; this only spares an upload that would be refused.
 */
export function checkImageFile(file: File): ImageRejection | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(IMAGE_UPLOAD.extensions as readonly string[]).includes(extension)) return IMAGE_UPLOAD_MESSAGES.wrongType;
  if (file.size > IMAGE_UPLOAD.maxBytes) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** An object URL for a chosen file, released when the file changes or the field goes. */
function usePreviewUrl(file: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof File)) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const Preview = styled.img`
  display: block;
  max-width: 160px;
  max-height: 96px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Hint = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ImageFileFieldProps {
  /** The Formik value: the chosen File, or null. */
  name: string;
  /** Shown text, or an i18n key. */
  label: string;
  /** The stored picture's URL, previewed until another file is chosen. */
  currentImage?: string | null;
  /** Message key when there is neither a chosen file nor a stored picture; without it the picture is optional. */
  requiredMessage?: string;
  /** Called with the accepted file (e.g. to drop a choice the file replaces). */
  onChosen?: (file: File) => void;
}

/**
 * A Formik-bound picture input: accepts gif/jpg/jpeg/png up to the upload limit (a refused file never becomes the
 * value and its reason shows under the input), previews the chosen file or else the stored picture.
 */
export function ImageFileField({ name, label, currentImage, requiredMessage, onChosen }: ImageFileFieldProps) {
  const { t } = useTranslation();
  const validate = useCallback(
    (value: File | null | undefined) => (requiredMessage && !value && !currentImage ? requiredMessage : undefined),
    [requiredMessage, currentImage],
  );
  const { field, helpers, id, errorId, error } = useBoundField<File | null | undefined>(name, validate);
  const [rejection, setRejection] = useState<ImageRejection | null>(null);
  const preview = usePreviewUrl(field.value) ?? currentImage ?? null;
  const shownLabel = t(label, { defaultValue: label });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const refused = checkImageFile(file);
    setRejection(refused);
    if (refused) {
      // Empty the input too: the refused file must not look chosen.
      event.currentTarget.value = '';
      void helpers.setValue(null);
    } else {
      void helpers.setValue(file);
      onChosen?.(file);
    }
    void helpers.setTouched(true, false);
  };

  const message = rejection ? t(rejection.message, rejection.params) : error ? t(error, { defaultValue: error }) : null;
  // A refused file is as much an error as Formik's, and is described the same way.
  const invalid = message ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const) : {};
  return (
    <FieldWrapper>
      <label htmlFor={id}>{shownLabel}</label>
      {preview ? <Preview src={preview} alt={t('common:forms.image.preview', { label: shownLabel })} /> : null}
      <input id={id} name={name} type="file" accept={ACCEPT} onChange={choose} onBlur={field.onBlur} {...invalid} />
      <Hint>
        {t('common:forms.image.hint', {
          types: IMAGE_UPLOAD.extensions.join(', '),
          max: IMAGE_UPLOAD_MESSAGES.tooLarge.params.max,
        })}
      </Hint>
      {message ? <FieldErrorText id={errorId}>{message}</FieldErrorText> : null}
    </FieldWrapper>
  );
}
