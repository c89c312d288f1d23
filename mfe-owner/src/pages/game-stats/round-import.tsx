import { useEffect, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import {
  API,
  formatDisplayDate,
  IMPORT_NEW_PLAYER_POSITIONS,
  newPlayerChoice,
  type StatsImportCandidate,
  type StatsImportGame,
  type StatsImportLine,
  type StatsImportPreview,
} from '@hfl/contracts';
import { Button, Table, toastShown, useInjectReducer, useInjectSaga, type TableColumn } from '@hfl/shared-ui';
import { ApiForm, FieldErrorText, TextField, fieldControl, useBoundField } from '@hfl/shared-ui/forms';
import { Actions, Section } from '../../components/page-styles';
import { useFailureToast } from '../../components/use-failure-toast';
import { statsImportSaga } from '../../stats-import/saga';
import {
  STATS_IMPORT_KEY,
  applyRequested,
  canApply,
  dropped,
  playerChosen,
  previewed,
  resultAnnounced,
  selectStatsImport,
  statsImportReducer,
} from '../../stats-import/slice';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  input,
  select {
    ${fieldControl}
  }
`;

const Game = styled.details`
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  summary {
    cursor: pointer;
    font-weight: 600;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SourceValues {
  file: File | null;
  text: string;
}

/** The file input of the form (a file is no text: Formik keeps the File itself). */
function ImportFileField() {
  const { t } = useTranslation('owner');
  const { field, helpers, id, errorId, error, describedBy } = useBoundField<File | null>('file');
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(event.currentTarget.files?.[0] ?? null);
    void helpers.setTouched(true, false);
  };
  return (
    <Field>
      <label htmlFor={id}>{t('statsImport.file')}</label>
      <input id={id} name={field.name} type="file" accept={ACCEPT} onChange={choose} {...describedBy} />
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </Field>
  );
}

/** What the owner reads for an issue: the service's i18n key with its params (the file's own header names). */
function useIssueText() {
  const { t } = useTranslation('owner');
  return (issue: { message: string; params?: Record<string, string | number> }) =>
    t(issue.message, { ...issue.params, defaultValue: issue.message });
}

/** A close match as the select offers it; one not on the game's sheet says that choosing him adds him to it. */
function candidateLabel(t: (key: string, params: Record<string, unknown>) => string, c: StatsImportCandidate) {
  const player = t(c.jerseyNumber === null ? 'statsImport.candidateNoNumber' : 'statsImport.candidate', {
    name: c.name,
    position: c.position,
    team: c.team?.name ?? '–',
    number: c.jerseyNumber,
  });
  return c.onSheet ? player : t('statsImport.candidateAdd', { player });
}

/** A not-found row's choice: one of the close matches, a new player of the club (a written name), or leaving it out. */
function PlayerChoice({ line }: { line: StatsImportLine }) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const choice = useSelector(selectStatsImport).resolutions[String(line.row)] ?? '';
  const id = `import-row-${line.row}`;
  return (
    <Field>
      <label htmlFor={id}>{t('statsImport.choosePlayer', { row: line.row })}</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => dispatch(playerChosen({ row: line.row, choice: event.currentTarget.value }))}
      >
        <option value="">{t('statsImport.chooseOption')}</option>
        {line.candidates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidateLabel(t, candidate)}
          </option>
        ))}
        {line.name && (
          <optgroup label={t('statsImport.newPlayerGroup', { club: line.club })}>
            {IMPORT_NEW_PLAYER_POSITIONS.map((position) => (
              <option key={position} value={newPlayerChoice(position)}>
                {t('statsImport.newPlayer', { name: line.name, position })}
              </option>
            ))}
          </optgroup>
        )}
        <option value="skip">{t('statsImport.skip')}</option>
      </select>
    </Field>
  );
}

function LineTable({ lines }: { lines: StatsImportLine[] }) {
  const { t } = useTranslation('owner');
  const issueText = useIssueText();
  const columns: Array<TableColumn<StatsImportLine>> = [
    { key: 'row', header: t('statsImport.previewColumns.row'), numeric: true, render: (line) => line.row },
    {
      key: 'written',
      header: t('statsImport.previewColumns.written'),
      render: (line) => [line.club, line.jersey && `#${line.jersey}`, line.name].filter(Boolean).join(' '),
    },
    {
      key: 'player',
      header: t('statsImport.previewColumns.player'),
      render: (line) => (line.status === 'notFound' ? <PlayerChoice line={line} /> : (line.player?.name ?? '–')),
    },
    {
      key: 'status',
      header: t('statsImport.previewColumns.status'),
      render: (line) => t(`statsImport.statuses.${line.skipped ? 'skipped' : line.status}`),
    },
    {
      key: 'changes',
      header: t('statsImport.previewColumns.changes'),
      render: (line) =>
        line.errors.length > 0
          ? line.errors.map((issue) => issueText(issue)).join(' ')
          : line.changes
              .map((change) =>
                t(change.old === null ? 'statsImport.changeNew' : 'statsImport.change', {
                  stat: t(`common:stats.${change.key}`),
                  old: change.old,
                  new: change.new,
                }),
              )
              .join(', '),
    },
  ];
  // On a phone each row is a card: the choice of a player not found needs the width.
  return <Table columns={columns} rows={lines} rowKey={(line) => String(line.row)} cardsOnPhones />;
}

const scoreText = (game: StatsImportGame, which: 'old' | 'new') =>
  game.team1.score[which] === null || game.team2.score[which] === null
    ? null
    : `${game.team1.score[which]} – ${game.team2.score[which]}`;

/** One game's part of the preview, folded; a game that needs the owner's eye opens by itself. */
function GamePreview({ game }: { game: StatsImportGame }) {
  const { t } = useTranslation('owner');
  const issueText = useIssueText();
  const count = (status: StatsImportLine['status']) =>
    game.lines.filter((line) => line.status === status && !line.skipped).length;
  const [before, after] = [scoreText(game, 'old'), scoreText(game, 'new')];
  const score = after === null ? t('statsImport.noScore') : before && before !== after ? `${before} → ${after}` : after;
  const needsEye = game.errors.length > 0 || count('error') > 0 || count('notFound') > 0;
  return (
    <Game open={needsEye}>
      <summary>
        {t('statsImport.gameTitle', { team1: game.team1.name, team2: game.team2.name })} ·{' '}
        {t('statsImport.score', { score })} ·{' '}
        {game.inFile
          ? t('statsImport.gameCounts', {
              new: count('new'),
              changed: count('changed'),
              notFound: count('notFound'),
              errors: count('error'),
            })
          : t('statsImport.notInFile')}
      </summary>
      {game.errors.map((issue) => (
        <Problem key={issue.message}>{issueText(issue)}</Problem>
      ))}
      {game.lines.length > 0 && <LineTable lines={game.lines} />}
      {game.inFile && game.untouched > 0 && <p>{t('statsImport.untouched', { count: game.untouched })}</p>}
    </Game>
  );
}

function ImportPreview({ preview, seasonId }: { preview: StatsImportPreview; seasonId: string }) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const state = useSelector(selectStatsImport);
  const ready = canApply(state);
  const hasNotFound = preview.games.some((game) => game.lines.some((line) => line.status === 'notFound'));
  return (
    <Section aria-labelledby="import-preview-title">
      <h3 id="import-preview-title">{t('statsImport.previewTitle', { week: preview.week })}</h3>
      {preview.appliedAt && (
        <p>{t('statsImport.appliedBefore', { day: formatDisplayDate(new Date(preview.appliedAt)) })}</p>
      )}
      {preview.applyingSince && <p role="status">{t('statsImport.applyingNow')}</p>}
      <Counts>
        {(['new', 'changed', 'unchanged', 'notFound', 'errors'] as const).map((key) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`statsImport.counts.${key}`)}</dt>
            <dd>{preview.counts[key]}</dd>
          </div>
        ))}
      </Counts>
      {hasNotFound && <p>{t('statsImport.addNote')}</p>}
      {preview.games.map((game) => (
        <GamePreview key={game.id} game={game} />
      ))}
      {preview.rows.length > 0 && (
        <Game open>
          <summary>{t('statsImport.otherRows')}</summary>
          <LineTable lines={preview.rows} />
        </Game>
      )}
      {!ready && <Problem>{t('statsImport.cannotApply')}</Problem>}
      <Actions>
        <Button
          type="button"
          variant="primary"
          disabled={!ready || state.status === 'applying'}
          onClick={() => dispatch(applyRequested({ seasonId, week: preview.week }))}
        >
          {t('statsImport.apply')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => dispatch(dropped())}>
          {t('statsImport.drop')}
        </Button>
      </Actions>
    </Section>
  );
}

/**
 * "Import a round" on `/owner/stats`: the template to download, a file or pasted cells, the preview per game with the
 * choices for players not found, then Apply or Drop. `onApplied` lets the page show the saved round.
 */
export function RoundImport({ seasonId, week, onApplied }: { seasonId: string; week: number; onApplied: () => void }) {
  useInjectReducer(STATS_IMPORT_KEY, statsImportReducer);
  useInjectSaga(STATS_IMPORT_KEY, statsImportSaga);
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const state = useSelector(selectStatsImport);
  useFailureToast(state.error ? 'failed' : state.status, state.error);

  useEffect(() => {
    if (!state.result) return;
    const message = state.result.alreadyApplied ? 'statsImport.alreadyApplied' : 'statsImport.applied';
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t(message) }));
    dispatch(resultAnnounced());
    onApplied();
  }, [state.result, dispatch, t, onApplied]);

  // Another round or season is another import: a preview of this one is dropped.
  useEffect(() => {
    dispatch(dropped());
  }, [seasonId, week, dispatch]);

  const preview = state.preview?.week === week && state.preview.seasonId === seasonId ? state.preview : null;
  return (
    <Section aria-labelledby="round-import-title">
      <h2 id="round-import-title">{t('statsImport.title')}</h2>
      <p>{t('statsImport.intro')}</p>
      <Actions>
        <span>{t('statsImport.template')}</span>
        {/* Plain links: the browser downloads the files itself, with the session cookie. */}
        <Button as="a" href={API.statsImportTemplate(seasonId, week, 'xlsx')} download variant="secondary">
          {t('statsImport.templateXlsx')}
        </Button>
        <Button as="a" href={API.statsImportTemplate(seasonId, week, 'csv')} download variant="secondary">
          {t('statsImport.templateCsv')}
        </Button>
      </Actions>
      {preview ? (
        <ImportPreview preview={preview} seasonId={seasonId} />
      ) : (
        <ApiForm<SourceValues, StatsImportPreview>
          label={t('statsImport.title')}
          initialValues={{ file: null, text: '' }}
          validate={(values) => (values.file || values.text.trim() ? {} : { file: 'errors:statsImportNoInput' })}
          request={(values) => {
            const path = API.statsImportPreview(seasonId, week);
            if (!values.file) return { method: 'POST', path, body: { text: values.text } };
            const body = new FormData();
            body.append('file', values.file);
            return { method: 'POST', path, body };
          }}
          onSent={(answer, values) => dispatch(previewed({ preview: answer, source: values }))}
          submitLabel={t('statsImport.preview')}
        >
          <ImportFileField />
          <TextField name="text" label={t('statsImport.paste')} rows={4} />
        </ApiForm>
      )}
    </Section>
  );
}
