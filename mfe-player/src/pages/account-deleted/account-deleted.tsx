import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { loggedOut } from '@hfl/shared-ui';
import { AccountPanel } from '../../components/account-layout';
import type { AccountDeletedState } from '../../account/delete-account-button';

/** Where a deleted account's user lands. Arriving from a deletion, the local session ends here. */
export function AccountDeletedPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const deleted = (useLocation().state as Partial<AccountDeletedState> | null)?.accountDeleted === true;

  useEffect(() => {
    // The BFF has already destroyed the session with the account.
    if (deleted) dispatch(loggedOut());
  }, [deleted, dispatch]);

  return (
    <AccountPanel aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title">{t('accountDeleted.title')}</h1>
      <p>{t('accountDeleted.text')}</p>
      <p>
        <Link to="/">{t('accountDeleted.home')}</Link>
      </p>
    </AccountPanel>
  );
}
