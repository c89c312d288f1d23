import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { API, formatDisplayDate, formatZonedDateTime, type Season, type SeasonListItem } from '@hfl/contracts';
import { Button, PageHeader, Table, type TableColumn, useApiGet } from '@hfl/shared-ui';
import { Actions, Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import { useOwnerTimezone } from '../../owner-settings/use-owner-timezone';
import { SeasonLifecycle } from './season-lifecycle';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

function ActiveSeason({ season, onChanged }: { season: Season; onChanged: () => void }) {
  const { t } = useTranslation('owner');
  const timezone = useOwnerTimezone();
  const none = t('seasons.facts.none');
  const activeRound = season.isWeekActive ? String(season.currentWeek) : none;
  const frozen = season.frozenWeeks.length > 0 ? [...season.frozenWeeks].sort((a, b) => a - b).join(', ') : none;
  const facts: Array<[string, string]> = [
    ['status', t(`seasons.status.${season.status}`)],
    [
      'dates',
      t('seasons.facts.range', { from: formatDisplayDate(season.startsAt), to: formatDisplayDate(season.endsAt) }),
    ],
    [
      'draftWindow',
      t('seasons.facts.range', {
        from: formatZonedDateTime(season.draftWindow.startDate, timezone),
        to: formatZonedDateTime(season.draftWindow.endDate, timezone),
      }),
    ],
    ['currentWeek', t('seasons.facts.weekOf', { current: season.currentWeek, total: season.nbWeeks })],
    ['activeRound', activeRound],
    ['frozenRounds', frozen],
    ['playoffWeeks', String(season.nbPlayoffWeeks)],
    ['teams', String(season.nbTeams)],
    ['maxFantasyTeams', String(season.nbMaxFantasyTeams)],
  ];
  return (
    <Section aria-labelledby="active-season-title">
      <h2 id="active-season-title">{t('seasons.active', { name: season.name })}</h2>
      <Facts>
        {facts.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(`seasons.facts.${key}`)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Facts>
      <Actions>
        <Button as={Link} to={`/owner/seasons/${season.id}`} variant="secondary">
          {t('seasons.edit')}
        </Button>
        <Button as={Link} to="/owner/season/edit-schedule" variant="secondary">
          {t('seasons.editSchedule')}
        </Button>
      </Actions>
      <SeasonLifecycle season={season} onDone={onChanged} />
    </Section>
  );
}

function PreviousSeasons({ seasons }: { seasons: SeasonListItem[] }) {
  const { t } = useTranslation('owner');
  const columns: Array<TableColumn<SeasonListItem>> = [
    { key: 'name', header: t('seasons.previous.name') },
    { key: 'startsAt', header: t('seasons.previous.startsAt'), render: (row) => formatDisplayDate(row.startsAt) },
    { key: 'endsAt', header: t('seasons.previous.endsAt'), render: (row) => formatDisplayDate(row.endsAt) },
    { key: 'status', header: t('seasons.previous.status'), render: (row) => t(`seasons.status.${row.status}`) },
    {
      key: 'actions',
      pin: 'end',
      header: t('seasons.previous.actions'),
      render: (row) => (
        <Button as={Link} to={`/owner/seasons/${row.id}`} variant="secondary">
          {t('seasons.previous.view')}
        </Button>
      ),
    },
  ];
  return (
    <Section aria-labelledby="previous-seasons-title">
      <h2 id="previous-seasons-title">{t('seasons.previous.title')}</h2>
      <Table
        columns={columns}
        rows={seasons.filter((season) => season.status === 'finished')}
        rowKey={(row) => row.id}
      />
    </Section>
  );
}

/** `/owner/seasons`: the active season with its lifecycle actions, and the finished seasons. */
export function OwnerSeasonsPage() {
  const { t } = useTranslation('owner');
  const [refresh, setRefresh] = useState(0);
  const reload = () => setRefresh((n) => n + 1);
  const current = useApiGet<Season>(API.currentSeason, refresh);
  const seasons = useApiGet<SeasonListItem[]>(API.seasons, refresh);

  let active;
  if (current.status === 'ready') {
    active = <ActiveSeason season={current.data} onChanged={reload} />;
  } else if (current.status === 'failed' && current.notFound) {
    // Spec section 8: a season fetch answering 404 means there is no season.
    active = (
      <Section>
        <p>{t('seasons.none')}</p>
        <Button as={Link} to="/owner/seasons/add">
          {t('seasons.add')}
        </Button>
      </Section>
    );
  } else {
    active = <UntilLoaded failed={current.status === 'failed'} onRetry={reload} />;
  }

  return (
    <section aria-labelledby="owner-seasons-title">
      <PageHeader>
        <h1 id="owner-seasons-title">{t('seasons.title')}</h1>
      </PageHeader>
      {active}
      {seasons.status === 'ready' ? (
        <PreviousSeasons seasons={seasons.data} />
      ) : (
        <UntilLoaded failed={seasons.status === 'failed'} onRetry={reload} />
      )}
    </section>
  );
}
