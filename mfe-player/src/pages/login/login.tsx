import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { API, DEFAULT_REDIRECT, ERROR_CODES, loginSchema, type LoginPayload, type SessionUser } from '@hfl/contracts';
import {
  ApiError,
  Button,
  consumeReturnRoute,
  loggedIn,
  selectUser,
  toastShown,
  type AccessDeniedState,
} from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import { ResendConfirmation } from '../../components/resend-confirmation';

interface AuthResponse {
  user: SessionUser;
  csrfToken: string;
}

const Panel = styled.section`
  max-width: 420px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.infoLight};
`;

const INITIAL_VALUES: LoginPayload = { username: '', password: '' };

export function LoginPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSelector(selectUser);
  // Set by RequireAuth when it sent a visitor here; the hash ties the remembered route to this flow.
  const guard = location.state as Partial<AccessDeniedState> | null;

  // Set once this page's own login succeeded: from then on it navigates itself (maybe to a remembered route),
  // and the "already logged in" redirect below must not start a competing navigation to /secure.
  const completing = useRef(false);
  // The address of an account that is not confirmed yet, after a login that said so: a new link can be asked for.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  if (user && !completing.current) return <Navigate to={DEFAULT_REDIRECT} replace />;

  const loggedInNow = (session: AuthResponse) => {
    completing.current = true;
    dispatch(loggedIn(session));
    navigate(consumeReturnRoute(guard?.returnHash) ?? DEFAULT_REDIRECT, { replace: true });
  };
  // Wrong credentials (or an account not confirmed yet) are a toast of their own; the rest is the form's usual report.
  const refused = (error: unknown, _helpers: unknown, values: LoginPayload) => {
    if (!(error instanceof ApiError && error.status === 401)) return false;
    // The service says what went wrong (a wrong e-mail or password, a suspended account); never the title twice.
    const title = t('login.failedTitle');
    const message = error.message && error.message !== title ? error.message : t('errors:incorrectCredentials');
    dispatch(toastShown({ kind: 'error', title, message }));
    setUnconfirmedEmail(
      error.code === ERROR_CODES.ACCOUNT_NOT_CONFIRMED ? loginSchema.cast(values).username.toLowerCase() : null,
    );
    return true;
  };

  return (
    <Panel aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {guard?.accessDenied && <Notice role="alert">{t('common:accessDenied')}</Notice>}
      <ApiForm
        initialValues={INITIAL_VALUES}
        validationSchema={loginSchema}
        request={(values) => ({ method: 'POST', path: API.auth, body: loginSchema.cast(values) })}
        onSent={loggedInNow}
        onFailure={refused}
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="username" label={t('login.email')} type="email" autoComplete="username" />
            <TextField name="password" label={t('login.password')} type="password" autoComplete="current-password" />
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {t('login.submit')}
            </Button>
          </>
        )}
      </ApiForm>
      {unconfirmedEmail && <ResendConfirmation email={unconfirmedEmail} />}
      <p>
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </p>
      <p>
        <Link to="/register">{t('login.register')}</Link>
      </p>
    </Panel>
  );
}
