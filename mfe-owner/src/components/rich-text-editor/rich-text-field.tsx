import { useTranslation } from 'react-i18next';
import { FieldErrorText, useBoundField } from '@hfl/shared-ui/forms';
import styled from 'styled-components';
import { RICH_TEXT_HEIGHT, RichTextEditor } from './rich-text-editor';

export interface RichTextFieldProps {
  name: string;
  /** Shown text, or an i18n key (translated when it is one). */
  label: string;
  height?: number;
  /** Stores an image and answers its URL; without it the editor has no image button. */
  onUploadImage?: (file: File) => Promise<string>;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
`;

/** A Formik-bound rich-text editor (its value is HTML); its error shows once touched, like shared-ui's text fields. */
export function RichTextField({ name, label, height = RICH_TEXT_HEIGHT, onUploadImage }: RichTextFieldProps) {
  const { t } = useTranslation();
  const { field, helpers, id, errorId, error } = useBoundField<string>(name);
  return (
    <Wrapper>
      <RichTextEditor
        id={id}
        label={t(label, { defaultValue: label })}
        value={field.value ?? ''}
        onChange={(html) => void helpers.setValue(html)}
        onBlur={() => void helpers.setTouched(true)}
        height={height}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onUploadImage={onUploadImage}
      />
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </Wrapper>
  );
}
