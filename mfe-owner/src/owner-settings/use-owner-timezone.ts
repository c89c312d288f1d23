import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DEFAULT_TIMEZONE } from '@hfl/contracts';
import { useInjectReducer, useInjectSaga } from '@hfl/shared-ui';
import { ownerSettingsSaga } from './saga';
import { OWNER_SETTINGS_KEY, loadRequested, ownerSettingsReducer, selectOwnerSettings } from './slice';

/**
 * The timezone the back-office shows dates in: the site settings' one, Europe/Budapest until (or unless) they load.
 * A failed load is not toasted here: the dates stay readable in the default zone, and the settings page reports it.
 */
export function useOwnerTimezone(): string {
  useInjectReducer(OWNER_SETTINGS_KEY, ownerSettingsReducer);
  useInjectSaga(OWNER_SETTINGS_KEY, ownerSettingsSaga);
  const dispatch = useDispatch();
  const { status, settings } = useSelector(selectOwnerSettings);
  useEffect(() => {
    if (status === 'idle') dispatch(loadRequested());
  }, [status, dispatch]);
  return settings?.timezone ?? DEFAULT_TIMEZONE;
}
