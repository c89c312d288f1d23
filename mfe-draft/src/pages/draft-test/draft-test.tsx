import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, RequireAuth, useInjectReducer, useInjectSaga } from '@hfl/shared-ui';
import { readinessSaga } from '../../readiness/saga';
import {
  notificationsPermissionRequested,
  READINESS_KEY,
  readinessCheckRequested,
  readinessReducer,
  readinessVerdict,
  selectReadiness,
  type ReadinessState,
} from '../../readiness/slice';

/** Clocks further apart than this are worth a word: the room corrects for them, but a manager should know. */
const CLOCK_WARNING_MS = 2000;
/** A round trip slower than this still works, but picks will feel late. */
const SLOW_ROUND_TRIP_MS = 1000;

type Tone = 'good' | 'warn' | 'bad' | 'neutral';

const Checks = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Check = styled.li<{ $tone: Tone }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 6px solid
    ${({ theme, $tone }) =>
      ({
        good: theme.colors.success,
        warn: theme.colors.accent,
        bad: theme.colors.danger,
        neutral: theme.colors.border,
      })[$tone]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Verdict = styled.p<{ $tone: Tone }>`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  background: ${({ theme, $tone }) =>
    $tone === 'good' ? theme.colors.successLight : $tone === 'bad' ? theme.colors.dangerLight : theme.colors.infoLight};
`;

/** `/test`: the check a manager runs before a live draft (is this browser ready for the draft room?). */
export function DraftTestPage() {
  return (
    <RequireAuth>
      <DraftTest />
    </RequireAuth>
  );
}

function DraftTest() {
  useInjectReducer(READINESS_KEY, readinessReducer);
  useInjectSaga(READINESS_KEY, readinessSaga);
  const { t } = useTranslation('draft');
  const dispatch = useDispatch();
  const readiness = useSelector(selectReadiness);
  const verdict = readinessVerdict(readiness);

  useEffect(() => {
    dispatch(readinessCheckRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="draft-test-title">
      <h1 id="draft-test-title">{t('readiness.title')}</h1>
      <p>{t('readiness.intro')}</p>
      <Verdict role="status" $tone={verdict === 'ready' ? 'good' : verdict === 'notReady' ? 'bad' : 'neutral'}>
        {t(`readiness.verdict.${verdict}`)}
      </Verdict>
      <Checks>
        <ConnectionCheck readiness={readiness} />
        <ClockCheck readiness={readiness} />
        <NotificationsCheck readiness={readiness} onAllow={() => dispatch(notificationsPermissionRequested())} />
        <BrowserCheck readiness={readiness} />
      </Checks>
      <Button type="button" disabled={verdict === 'checking'} onClick={() => dispatch(readinessCheckRequested())}>
        {t('readiness.again')}
      </Button>{' '}
      <Link to="/leagues">{t('readiness.toLeagues')}</Link>
    </section>
  );
}

function Row({ title, tone, children }: { title: string; tone: Tone; children: ReactNode }) {
  return (
    <Check $tone={tone}>
      <h2>{title}</h2>
      {children}
    </Check>
  );
}

function ConnectionCheck({ readiness }: { readiness: ReadinessState }) {
  const { t } = useTranslation('draft');
  const title = t('readiness.connection.title');
  if (readiness.connection === 'checking') {
    return (
      <Row title={title} tone="neutral">
        <p>{t('readiness.checking')}</p>
      </Row>
    );
  }
  if (readiness.connection === 'failed' || !readiness.echo) {
    return (
      <Row title={title} tone="bad">
        <p>{t('readiness.connection.failed')}</p>
      </Row>
    );
  }
  const slow = readiness.echo.roundTripMs > SLOW_ROUND_TRIP_MS;
  return (
    <Row title={title} tone={slow ? 'warn' : 'good'}>
      <p>{t(slow ? 'readiness.connection.slow' : 'readiness.connection.ok', { ms: readiness.echo.roundTripMs })}</p>
    </Row>
  );
}

function ClockCheck({ readiness }: { readiness: ReadinessState }) {
  const { t } = useTranslation('draft');
  const title = t('readiness.clock.title');
  if (!readiness.echo) {
    return (
      <Row title={title} tone="neutral">
        <p>{t(readiness.connection === 'checking' ? 'readiness.checking' : 'readiness.clock.unknown')}</p>
      </Row>
    );
  }
  const offset = readiness.echo.clockOffsetMs;
  const seconds = (Math.abs(offset) / 1000).toFixed(1);
  if (Math.abs(offset) <= CLOCK_WARNING_MS) {
    return (
      <Row title={title} tone="good">
        <p>{t('readiness.clock.ok', { seconds })}</p>
      </Row>
    );
  }
  // The server's clock ahead of ours means ours is behind.
  return (
    <Row title={title} tone="warn">
      <p>{t(offset > 0 ? 'readiness.clock.behind' : 'readiness.clock.ahead', { seconds })}</p>
    </Row>
  );
}

function NotificationsCheck({ readiness, onAllow }: { readiness: ReadinessState; onAllow: () => void }) {
  const { t } = useTranslation('draft');
  const { notifications } = readiness;
  return (
    <Row
      title={t('readiness.notifications.title')}
      tone={notifications === 'granted' ? 'good' : notifications === 'default' ? 'neutral' : 'warn'}
    >
      <p>{t(`readiness.notifications.${notifications}`)}</p>
      {notifications === 'default' && (
        <Button type="button" variant="secondary" onClick={onAllow}>
          {t('readiness.notifications.allow')}
        </Button>
      )}
    </Row>
  );
}

function BrowserCheck({ readiness }: { readiness: ReadinessState }) {
  const { t } = useTranslation('draft');
  const missing = readiness.missingFeatures;
  return (
    <Row title={t('readiness.browser.title')} tone={missing.length === 0 ? 'good' : 'bad'}>
      <p>
        {missing.length === 0
          ? t('readiness.browser.ok')
          : t('readiness.browser.missing', {
              features: missing.map((name) => t(`readiness.browser.features.${name}`)).join(', '),
            })}
      </p>
    </Row>
  );
}
