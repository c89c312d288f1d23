import { useTranslation } from 'react-i18next';
import { API, type LeagueDetails, type LeagueListItem } from '@hfl/contracts';
import { Modal, Spinner, useApiGet } from '@hfl/shared-ui';
import { Facts } from '../../components/facts';
import { formatLongDateTime } from '../../components/format-long-date-time';
import { LeagueSlider } from '../../components/league-slider';
import { defaultTimezone } from '../../components/timezone-field';

/** A league's details for anyone browsing: members, open slots, draft date, admin, description and its slides. */
export function LeagueDetailsModal({
  league,
  open,
  onClose,
}: {
  league: LeagueListItem | null;
  open: boolean;
  onClose: () => void;
}) {
  if (!league) return null;
  return (
    <Modal open={open} title={league.name} onClose={onClose}>
      <Details id={league.id} />
    </Modal>
  );
}

function Details({ id }: { id: string }) {
  const { t, i18n } = useTranslation('player');
  const details = useApiGet<LeagueDetails>(API.league(id));
  if (details.status === 'loading') return <Spinner />;
  if (details.status === 'failed') return <p>{t('errors:notFound')}</p>;
  const league = details.data;
  const draftStartsAt = league.currentSeason?.draftStartsAt;
  return (
    <>
      <Facts>
        <dt>{t('leagues.details.members')}</dt>
        <dd>{`${league.nbTeams}/${league.nbMaxTeams}`}</dd>
        <dt>{t('leagues.details.availableSlots')}</dt>
        <dd>{league.nbAvailableSlots}</dd>
        <dt>{t('leagues.details.draftDate')}</dt>
        <dd>
          {draftStartsAt
            ? formatLongDateTime(draftStartsAt, defaultTimezone(), i18n.language)
            : t('leagues.details.notScheduled')}
          {/* Nobody would ever add a draft to a league without an admin: it is scheduled when the league fills. */}
          {!draftStartsAt && !league.adminUser && (
            <>
              {'\n'}
              {t('leagueHome.draft.openAutomatic', { count: league.nbAvailableSlots })}
            </>
          )}
        </dd>
        <dt>{t('leagues.details.admin')}</dt>
        <dd>{league.adminUser?.name ?? t('leagues.details.noAdmin')}</dd>
        <dt>{t('leagues.details.description')}</dt>
        <dd>{league.description || t('leagues.details.noDescription')}</dd>
      </Facts>
      <LeagueSlider slides={league.slides} />
    </>
  );
}
