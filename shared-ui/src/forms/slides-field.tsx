import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_SLIDES } from '@hfl/contracts';
import { Button } from '../button';
import { FieldErrorText } from './field-styles';
import { ImageFileField } from './image-file-field';
import { TextField } from './text-field';

/** One image slide of a league in a form: a stored slide has `id` and its picture's URL `image`; a new one a `file`. */
export interface SlideValue {
  id?: string;
  title: string;
  file?: File | null;
  image?: string;
}

const Group = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

const Slide = styled.fieldset`
  margin: 0 0 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  > legend {
    padding: 0 4px;
    font-weight: 600;
  }
`;

const ErrorLine = styled(FieldErrorText)`
  display: block;
  margin: -8px 0 12px;
`;

/**
 * The league's image slides as a Formik array (`images` by default, the contract's name): each needs a title and,
 * when new, a picture; slides can be added (up to MAX_SLIDES) and removed. Send them with `toMultipart`.
 */
export function SlidesField({ name = 'images' }: { name?: string }) {
  const { t } = useTranslation();
  const { values, errors } = useFormikContext<Record<string, unknown>>();
  const slides = (getIn(values, name) as SlideValue[] | undefined) ?? [];
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <Group>
          <legend>{t('common:forms.slides.legend')}</legend>
          {slides.map((slide, index) => {
            const number = index + 1;
            // The service names a missing picture after the multipart part, `images[i].image`.
            const imageError = getIn(errors, `${name}.${index}.image`) as unknown;
            return (
              // Index keys: a slide has no identity until stored, and its inputs hold no state of their own.
              <Slide key={index}>
                <legend>{t('common:forms.slides.slide', { number })}</legend>
                <TextField name={`${name}.${index}.title`} label={t('common:forms.slides.title')} />
                <ImageFileField
                  name={`${name}.${index}.file`}
                  label={t('common:forms.slides.image')}
                  currentImage={slide.image}
                  requiredMessage="validation:slideImageRequired"
                />
                {typeof imageError === 'string' ? <ErrorLine role="alert">{imageError}</ErrorLine> : null}
                <Button type="button" variant="secondary" onClick={() => remove(index)}>
                  {t('common:forms.slides.remove', { number })}
                </Button>
              </Slide>
            );
          })}
          <Button
            type="button"
            variant="secondary"
            disabled={slides.length >= MAX_SLIDES}
            onClick={() => push({ title: '', file: null } satisfies SlideValue)}
          >
            {t('common:forms.slides.add')}
          </Button>
        </Group>
      )}
    </FieldArray>
  );
}
