import { useEffect, useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { API, settingsSchema, timezoneOptions, type Settings } from '@hfl/contracts';
import { Button, Spinner, api, toastShown, useInjectReducer, useInjectSaga } from '@hfl/shared-ui';
import { FormError, SelectField } from '@hfl/shared-ui/forms';
import { reportFormFailure } from '../../components/report-form-failure';
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

  const submit = async (values: Settings, { setErrors, setStatus }: FormikHelpers<Settings>) => {
    setStatus(undefined);
    try {
      dispatch(saved(await api.post<Settings>(API.settings, values)));
      dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('settings.updated') }));
    } catch (failure) {
      reportFormFailure(failure, { setErrors, setStatus }, dispatch, t);
    }
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
        <Formik<Settings>
          initialValues={{ timezone: settings.timezone }}
          enableReinitialize
          validationSchema={settingsSchema}
          onSubmit={submit}
        >
          {({ isSubmitting, status: formStatus }) => (
            <Form noValidate>
              <FormError message={typeof formStatus === 'string' ? formStatus : undefined} />
              <SelectField
                name="timezone"
                label={t('settings.timezone')}
                options={options}
                placeholder={t('settings.chooseTimezone')}
              />
              <Button type="submit" variant="primary" disabled={isSubmitting}>
                {t('settings.submit')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </Panel>
  );
}
