import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  API,
  formatUtcDateTime,
  formatZonedDateTime,
  INVITE_LINK_TTL_DAYS,
  inviteLinkPath,
  type InviteLinkView,
  type LeagueDetails,
} from '@hfl/contracts';
import { Button, ConfirmModal, Spinner, toastShown, useApiAction, useApiGet, RetryButton } from '@hfl/shared-ui';
import { useTeamTimezone } from '@hfl/shared-ui/season';

const Card = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  /* The link's row keeps its height while the link loads, so the page below does not jump. */
  min-height: 14rem;
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  label {
    flex-basis: 100%;
    font-weight: 600;
  }
  input {
    flex: 1 1 16rem;
    min-width: 0;
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const ByEmail = styled.p`
  && {
    margin: ${({ theme }) => theme.space(4)} 0 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The league admin's "Invite friends" card on a league's home while slots are open (issue 38): the league's invite
 * link to copy (made, renewed and revoked here; it works INVITE_LINK_TTL_DAYS, and the card says until when on the
 * admin's team clock), and the way to invite by e-mail (/invite/{leagueId}).
 */
export function InviteFriends({ league, teamId }: { league: LeagueDetails; teamId: string | null }) {
  const { t } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const link = useApiGet<InviteLinkView>(API.inviteLink(league.id), attempt);
  const timezone = useTeamTimezone(teamId);
  const reload = () => setAttempt((n) => n + 1);

  return (
    <Card aria-labelledby="invite-friends-title">
      <h2 id="invite-friends-title">{t('inviteFriends.title')}</h2>
      <p>{t('inviteFriends.text', { count: league.nbAvailableSlots })}</p>
      {link.status === 'loading' || !timezone ? (
        <Spinner />
      ) : link.status === 'ready' ? (
        <WorkingLink leagueId={league.id} link={link.data} timezone={timezone} onChanged={reload} />
      ) : link.notFound ? (
        <NoLink leagueId={league.id} onChanged={reload} />
      ) : (
        <RetryButton onRetry={reload} />
      )}
      <ByEmail>
        <Link to={`/invite/${league.id}`}>{t('inviteFriends.byEmail')}</Link>
      </ByEmail>
    </Card>
  );
}

function NoLink({ leagueId, onChanged }: { leagueId: string; onChanged: () => void }) {
  const { t } = useTranslation('player');
  const { run, pending } = useApiAction();
  const create = async () => {
    const made = await run({ method: 'POST', path: API.inviteLink(leagueId) }, { success: t('inviteFriends.created') });
    if (made.ok) onChanged();
  };
  return (
    <>
      <Muted>{t('inviteFriends.none')}</Muted>
      <Button type="button" disabled={pending} onClick={() => void create()}>
        {t('inviteFriends.create')}
      </Button>
    </>
  );
}

function WorkingLink({
  leagueId,
  link,
  timezone,
  onChanged,
}: {
  leagueId: string;
  link: InviteLinkView;
  timezone: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const { run, pending } = useApiAction();
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<'renew' | 'revoke' | null>(null);
  const url = `${window.location.origin}${inviteLinkPath(leagueId, link.token)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('inviteFriends.copied') }));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for the reader to copy.
      input.current?.select();
      dispatch(toastShown({ kind: 'info', title: t('common:toast.info'), message: t('inviteFriends.copyFailed') }));
    }
  };
  const change = async () => {
    const what = asking;
    setAsking(null);
    const done =
      what === 'renew'
        ? await run({ method: 'POST', path: API.inviteLink(leagueId) }, { success: t('inviteFriends.created') })
        : await run({ method: 'DELETE', path: API.inviteLink(leagueId) }, { success: t('inviteFriends.revoked') });
    if (done.ok) onChanged();
  };

  return (
    <>
      <LinkRow>
        <label htmlFor="invite-link-url">{t('inviteFriends.linkLabel')}</label>
        <input
          id="invite-link-url"
          ref={input}
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" onClick={() => void copy()}>
          {t('inviteFriends.copy')}
        </Button>
      </LinkRow>
      <Muted>
        {t('inviteFriends.validUntil', {
          date: formatZonedDateTime(formatUtcDateTime(new Date(link.expiresAt)), timezone),
          days: INVITE_LINK_TTL_DAYS,
        })}
      </Muted>
      <Row>
        <Button type="button" variant="secondary" disabled={pending} onClick={() => setAsking('renew')}>
          {t('inviteFriends.renew')}
        </Button>
        <Button type="button" variant="danger" disabled={pending} onClick={() => setAsking('revoke')}>
          {t('inviteFriends.revoke')}
        </Button>
      </Row>
      <ConfirmModal
        open={asking !== null}
        title={t(asking === 'renew' ? 'inviteFriends.renewTitle' : 'inviteFriends.revokeTitle')}
        message={t(asking === 'renew' ? 'inviteFriends.renewQuestion' : 'inviteFriends.revokeQuestion')}
        confirmLabel={t(asking === 'renew' ? 'inviteFriends.renew' : 'inviteFriends.revoke')}
        onConfirm={() => void change()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
