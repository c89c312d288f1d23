import type { ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from '@hfl/shared-ui';
import { FormError } from '@hfl/shared-ui/forms';
import { Actions } from './page-styles';

/**
 * The form inside a back-office modal (inside its Formik): the general error the submit left in `status`, the
 * fields, then the submit button (off while sending) and Cancel.
 */
export function ModalForm({ submitLabel, onCancel, children }: { submitLabel: string; onCancel: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { isSubmitting, status } = useFormikContext();
  return (
    <Form noValidate>
      <FormError message={typeof status === 'string' ? status : undefined} />
      {children}
      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
