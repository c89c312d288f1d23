import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { API, settingsSchema, timezoneOptions, type Settings } from '@hfl/contracts';
import { Button, Spinner, toastShown, useInjectReducer, useInjectSaga } from '@hfl/shared-ui';
import { ApiForm, SelectField } from '@hfl/shared-ui/forms';
import { useFailureToast } from '../../components/use-failure-toast';
import { ownerSettingsSaga } from '../../owner-settings/saga';
import {
  OWNER_SETTINGS_KEY,
  loadRequested,
  ownerSettingsReducer,
  saved,
  selectOwnerSettings,
} from '../../owner-settings/slice';

const Panel = styled.section`
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export function SettingsPage() {
  useInjectReducer(OWNER_SETTINGS_KEY, ownerSettingsReducer);
  useInjectSaga(OWNER_SETTINGS_KEY, ownerSettingsSaga);
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const { status, settings, error } = useSelector(selectOwnerSettings);
  const options = useMemo(() => timezoneOptions(), []);

  useEffect(() => {
    dispatch(loadRequested());
  }, [dispatch]);

  useFailureToast(status, error);

  const announce = (answer: Settings) => {
    dispatch(saved(answer));
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('settings.updated') }));
  };

  return (
    <Panel aria-labelledby="owner-settings-title">
      <h1 id="owner-settings-title">{t('settings.title')}</h1>
      {status === 'failed' && (
        <Button type="button" variant="secondary" onClick={() => dispatch(loadRequested())}>
          {t('common:actions.retry')}
        </Button>
      )}
      {(status === 'idle' || status === 'loading') && <Spinner />}
      {settings && (
        <ApiForm<Settings, Settings>
          initialValues={{ timezone: settings.timezone }}
          enableReinitialize
          validationSchema={settingsSchema}
          request={(values) => ({ method: 'POST', path: API.settings, body: values })}
          onSent={announce}
        >
          {({ isSubmitting }) => (
            <>
              <SelectField
                name="timezone"
                label={t('settings.timezone')}
                options={options}
                placeholder={t('settings.chooseTimezone')}
              />
              <Button type="submit" variant="primary" disabled={isSubmitting}>
                {t('settings.submit')}
              </Button>
            </>
          )}
        </ApiForm>
      )}
    </Panel>
  );
}
