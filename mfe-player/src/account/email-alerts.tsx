import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  API,
  EMAIL_ALERT_KINDS,
  SUMMARY_ALERT_KINDS,
  emailAlertSettingsSchema,
  type EmailAlertSettings,
} from '@hfl/contracts';
import { Button, useApiGet, type ApiGetState, RetryButton } from '@hfl/shared-ui';
import { ApiForm, FormActions } from '@hfl/shared-ui/forms';
import { CheckboxField } from '../components/checkbox-field';
import { CheckboxRow } from '../components/field-styles';
import { useSuccessToast } from '../league/use-confirmed-action';
import { Card } from '../components/cards';

const Kinds = styled.div`
  /* The rows' own spacing is for forms of a few choices; eight in a list read better closer together. */
  & > div {
    margin-bottom: 0;
  }
`;

const Summary = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The signed-in user's e-mail alert settings (`GET users/me/email-alerts`): loading, failed (toasted), or stored. */
export function useEmailAlerts(): { loaded: ApiGetState<EmailAlertSettings>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const loaded = useApiGet<EmailAlertSettings>(API.emailAlerts, attempt);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, retry };
}

/**
 * The "E-mail alerts" card (issue 38): each alert kind on or off, and one daily summary instead of single mails for
 * trades and results. It is about the user, not the league. Until the settings arrive the same rows show disabled,
 * so the card keeps its size.
 */
export function EmailAlertsCard() {
  const { t } = useTranslation('player');
  const { loaded, retry } = useEmailAlerts();
  return (
    <Card aria-labelledby="email-alerts-title" aria-busy={loaded.status === 'loading'}>
      <h2 id="email-alerts-title">{t('emailAlerts.title')}</h2>
      <p>{t('emailAlerts.intro')}</p>
      {loaded.status === 'failed' && <RetryButton onRetry={retry} />}
      {loaded.status === 'loading' && <AlertsFrame />}
      {loaded.status === 'ready' && <AlertsForm stored={loaded.data} />}
    </Card>
  );
}

function AlertsForm({ stored }: { stored: EmailAlertSettings }) {
  const { t } = useTranslation('player');
  const notify = useSuccessToast();
  // The answer is the settings as stored: the form starts again from it.
  const [saved, setSaved] = useState<EmailAlertSettings | null>(null);
  return (
    <ApiForm<EmailAlertSettings, EmailAlertSettings>
      label={t('emailAlerts.title')}
      initialValues={saved ?? stored}
      enableReinitialize
      schema={emailAlertSettingsSchema}
      request={(values) => ({ method: 'POST', path: API.emailAlerts, body: values })}
      onSent={(answer) => {
        setSaved(answer);
        notify(t('emailAlerts.saved'));
      }}
      submitLabel={t('common:actions.save')}
    >
      {({ values }) => (
        <>
          <Kinds>
            {EMAIL_ALERT_KINDS.map((kind) => (
              <CheckboxField key={kind} name={`alerts.${kind}`} label={t(`emailAlerts.kinds.${kind}`)} />
            ))}
          </Kinds>
          <Summary>
            {/* Means nothing while none of the kinds it gathers is mailed. */}
            <CheckboxField
              name="dailySummary"
              label={t('emailAlerts.dailySummary')}
              disabled={!SUMMARY_ALERT_KINDS.some((kind) => values.alerts[kind])}
            />
          </Summary>
        </>
      )}
    </ApiForm>
  );
}

/** The form's rows, disabled and unticked: the card's frame while the settings load. */
function AlertsFrame() {
  const { t } = useTranslation('player');
  const row = (key: string, label: string) => (
    <CheckboxRow key={key}>
      <label>
        <input type="checkbox" disabled />
        {label}
      </label>
    </CheckboxRow>
  );
  return (
    <div>
      <Kinds>{EMAIL_ALERT_KINDS.map((kind) => row(kind, t(`emailAlerts.kinds.${kind}`)))}</Kinds>
      <Summary>{row('dailySummary', t('emailAlerts.dailySummary'))}</Summary>
      <FormActions>
        <Button type="button" disabled>
          {t('common:actions.save')}
        </Button>
      </FormActions>
    </div>
  );
}
