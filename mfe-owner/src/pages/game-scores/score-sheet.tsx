import { useId, useMemo, useState, type ClipboardEvent, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import {
  API,
  DERIVED_STAT_KEYS,
  GROUP_STATS,
  POSITION_GROUP,
  POSITION_GROUPS,
  type GameDetails,
  type GameSide,
  type PlayerSummary,
  type PositionGroup,
  type StatKey,
} from '@hfl/contracts';
import { Button, Table, toastShown, useApiGetAll, type TableColumn } from '@hfl/shared-ui';
import { useScoreFormat } from '@hfl/shared-ui/season';
import { ApiForm } from '@hfl/shared-ui/forms';
import { Actions, Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import { ScoreInput, StatInput } from './sheet-inputs';
import {
  ADDED_KEY,
  emptyStats,
  fillZeros,
  pastedBlock,
  sheetValues,
  sideLines,
  toScoresPayload,
  validateSheet,
  type SheetLine,
  type SheetValues,
  type SideKey,
} from './sheet-values';

const SIDES: readonly SideKey[] = ['team1', 'team2'];
const DASH = '–';
const isDerived = (key: StatKey) => (DERIVED_STAT_KEYS as readonly StatKey[]).includes(key);

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoLight};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  p {
    margin: 0;
  }
`;

const Scores = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
  }
  select {
    padding: ${({ theme }) => theme.space(2)};
    max-width: 100%;
  }
`;

/** The sheet is long (both squads): its actions stay at the bottom of the screen while the owner scrolls. */
const StickyActions = styled(Actions)`
  position: sticky;
  bottom: 0;
  z-index: 2;
  padding: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const GroupBlock = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: 1.05rem;
  }
`;

/** A statistic's input in the group's grid: a block of cells copied from a spreadsheet and pasted into it fills the grid
 * from there, rightwards and downwards, as it would in the spreadsheet. */
function GridStatInput({
  lines,
  keys,
  line,
  statKey,
  label,
}: {
  lines: readonly SheetLine[];
  keys: readonly StatKey[];
  line: number;
  statKey: StatKey;
  label: string;
}) {
  const { setFieldValue } = useFormikContext<SheetValues>();
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const start = { line, key: keys.indexOf(statKey) };
    const writes = pastedBlock(event.clipboardData.getData('text/plain'), lines, keys, start);
    if (!writes) return;
    event.preventDefault();
    for (const { name, value } of writes) void setFieldValue(name, value, false);
  };
  return <StatInput name={`players.${lines[line]!.id}.${statKey}`} label={label} onPaste={paste} />;
}

/** One position group's lines of a side: entered statistics as inputs (or values), derived ones and points read-only. */
function GroupTable({
  group,
  lines,
  editable,
  onRemove,
}: {
  group: PositionGroup;
  lines: SheetLine[];
  editable: boolean;
  onRemove?: (line: SheetLine) => void;
}) {
  const { t } = useTranslation('owner');
  const format = useScoreFormat();
  const headingId = useId();
  const enteredKeys = GROUP_STATS[group].filter((key) => !isDerived(key));
  // Before the first save a line has no statistics and no points.
  const saved = (line: SheetLine, value: number | undefined) => (line.fantasy_points === null ? DASH : format(value));
  const columns: Array<TableColumn<SheetLine>> = [
    {
      key: 'player',
      header: t('gameScores.columns.player'),
      render: (line) => (
        <>
          {line.name}
          {line.jerseyNumber !== null && ` ${t('gameScores.jersey', { number: line.jerseyNumber })}`}
          {line.added && onRemove && (
            <>
              {' '}
              <Button
                type="button"
                variant="secondary"
                aria-label={t('gameScores.remove', { name: line.name })}
                onClick={() => onRemove(line)}
              >
                {t('gameScores.removeShort')}
              </Button>
            </>
          )}
        </>
      ),
    },
    { key: 'position', header: t('gameScores.columns.position') },
    ...GROUP_STATS[group].map((key): TableColumn<SheetLine> => ({
      key,
      header: t(`common:stats.${key}`),
      render: (line) =>
        editable && !isDerived(key) ? (
          <GridStatInput
            lines={lines}
            keys={enteredKeys}
            line={lines.indexOf(line)}
            statKey={key}
            label={t('gameScores.statLabel', { player: line.name, stat: t(`common:stats.${key}`) })}
          />
        ) : (
          saved(line, line.stats[key])
        ),
    })),
    {
      key: 'fantasy_points',
      header: t('common:stats.fantasy_points'),
      render: (line) => saved(line, line.fantasy_points ?? undefined),
    },
  ];
  return (
    <GroupBlock>
      <h3 id={headingId}>{t(`gameScores.groups.${group}`)}</h3>
      <div role="group" aria-labelledby={headingId}>
        <Table columns={columns} rows={lines} rowKey={(line) => line.id} />
      </div>
    </GroupBlock>
  );
}

/** A side of the game: its players grouped by position group (the statistics differ), and what the form adds. */
function SideSection({
  team,
  lines,
  editable,
  onRemove,
  children,
}: {
  team: GameSide;
  lines: SheetLine[];
  editable: boolean;
  /** Takes back a player added in this form (not saved yet). */
  onRemove?: (line: SheetLine) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('owner');
  const headingId = useId();
  const groups = POSITION_GROUPS.filter((group) => lines.some((line) => POSITION_GROUP[line.position] === group));
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('gameScores.side', { team: team.name })}</h2>
      {groups.length === 0 && <p>{t('common:table.noData')}</p>}
      {groups.map((group) => (
        <GroupTable
          key={group}
          group={group}
          lines={lines.filter((line) => POSITION_GROUP[line.position] === group)}
          editable={editable}
          onRemove={onRemove}
        />
      ))}
      {children}
    </Section>
  );
}

/** Adds a player who is on neither side yet (a transfer, a player missing from the club's list). */
function AddPlayer({
  team,
  options,
  onAdd,
}: {
  team: string;
  options: PlayerSummary[];
  onAdd: (player: PlayerSummary) => void;
}) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [chosenId, setChosenId] = useState('');
  const chosen = options.find((player) => player.id === chosenId);
  return (
    <AddRow>
      <label htmlFor={id}>{t('gameScores.addPlayer', { team })}</label>
      <select id={id} value={chosen ? chosenId : ''} onChange={(event) => setChosenId(event.target.value)}>
        <option value="">{t('gameScores.choosePlayer')}</option>
        {options.map((player) => (
          <option key={player.id} value={player.id}>
            {t('gameScores.playerOption', {
              name: player.name,
              position: player.position,
              team: player.team?.name ?? DASH,
            })}
          </option>
        ))}
      </select>
      <Button
        type="button"
        variant="secondary"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setChosenId('');
        }}
      >
        {t('gameScores.add')}
      </Button>
    </AddRow>
  );
}

/** The sheet as a form: both scores, every line's entered statistics, players added to either side. */
function EditableSheet({ game, force, onSaved }: { game: GameDetails; force: boolean; onSaved: () => void }) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const [attempt, setAttempt] = useState(0);
  // Any player of the league may be added to a side: the whole list, every page of it.
  const pool = useApiGetAll<PlayerSummary>(`${API.players}?sort=name&sortDirection=asc`, attempt);
  const poolData = pool.status === 'ready' ? pool.data : null;
  const poolById = useMemo(() => new Map((poolData ?? []).map((player) => [player.id, player])), [poolData]);
  const initialValues = useMemo(() => sheetValues(game), [game]);
  const linesOf = (values: SheetValues) => ({
    team1: sideLines(game, 'team1', values, poolById),
    team2: sideLines(game, 'team2', values, poolById),
  });

  const announce = () => {
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('gameScores.updated') }));
    onSaved();
  };

  return (
    <ApiForm<SheetValues>
      initialValues={initialValues}
      enableReinitialize
      validate={(values) => {
        const lines = linesOf(values);
        return validateSheet(values, [...lines.team1, ...lines.team2], t);
      }}
      request={(values) => ({ method: 'POST', path: API.gameScores(game.id), body: toScoresPayload(values, force) })}
      onSent={announce}
      label={t('gameScores.formLabel')}
    >
      {({ values, setValues, isSubmitting }) => {
        const lines = linesOf(values);
        const listed = new Set([...lines.team1, ...lines.team2].map((line) => line.id));
        const addable = (poolData ?? []).filter((player) => !listed.has(player.id));
        const add = (side: SideKey, player: PlayerSummary) =>
          void setValues({
            ...values,
            [ADDED_KEY[side]]: [...values[ADDED_KEY[side]], player.id],
            players: { ...values.players, [player.id]: emptyStats(player.position) },
          });
        const remove = (side: SideKey, line: SheetLine) => {
          const { [line.id]: _removed, ...players } = values.players;
          void setValues({
            ...values,
            [ADDED_KEY[side]]: values[ADDED_KEY[side]].filter((id) => id !== line.id),
            players,
          });
        };
        return (
          <>
            <Scores>
              <ScoreInput name="scoreTeam1" label={t('gameScores.score', { team: game.team1.name })} />
              <ScoreInput name="scoreTeam2" label={t('gameScores.score', { team: game.team2.name })} />
            </Scores>
            {SIDES.map((side) => (
              <SideSection
                key={side}
                team={game[side]}
                lines={lines[side]}
                editable
                onRemove={(line) => remove(side, line)}
              >
                {pool.status === 'ready' ? (
                  <AddPlayer team={game[side].name} options={addable} onAdd={(player) => add(side, player)} />
                ) : (
                  <UntilLoaded failed={pool.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />
                )}
              </SideSection>
            ))}
            <StickyActions>
              <Button
                type="button"
                variant="secondary"
                onClick={() => void setValues(fillZeros(values, [...lines.team1, ...lines.team2]))}
              >
                {t('gameScores.fillZeros')}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {t('gameScores.save')}
              </Button>
            </StickyActions>
          </>
        );
      }}
    </ApiForm>
  );
}

/** The sheet as saved, for a round whose statistics cannot be changed now. */
function ReadOnlySheet({ game }: { game: GameDetails }) {
  const { t } = useTranslation('owner');
  const score = (side: GameSide) => (side.score === null ? DASH : String(side.score));
  return (
    <>
      <Scores>
        <p>
          {t('gameScores.finalScore', {
            team1: game.team1.name,
            team2: game.team2.name,
            score1: score(game.team1),
            score2: score(game.team2),
          })}
        </p>
      </Scores>
      {SIDES.map((side) => (
        <SideSection
          key={side}
          team={game[side]}
          lines={game[side].players.map((line) => ({ ...line, added: false }))}
          editable={false}
        />
      ))}
    </>
  );
}

/**
 * A game's score sheet. Editable in the active and frozen rounds; a locked round is read-only unless the owner
 * (only a SUPER_ADMIN reaches /owner) chooses "Force edit", which the service requires as `force: true`.
 */
export function ScoreSheet({ game, onSaved }: { game: GameDetails; onSaved: () => void }) {
  const { t } = useTranslation('owner');
  const [forcing, setForcing] = useState(false);
  const editable = game.areStatsEditable || forcing;
  return (
    <>
      {game.roundState === 'future' && (
        <Notice role="note">
          <p>{t('errors:gameNotStarted')}</p>
        </Notice>
      )}
      {game.roundState === 'locked' && !editable && (
        <Notice role="note">
          <p>{t('gameScores.locked')}</p>
          {game.canForceEdit && (
            <Button type="button" variant="danger" onClick={() => setForcing(true)}>
              {t('gameScores.forceEdit')}
            </Button>
          )}
        </Notice>
      )}
      {forcing && (
        <Notice role="note">
          <p>{t('gameScores.forcing')}</p>
        </Notice>
      )}
      {editable ? (
        <EditableSheet
          game={game}
          force={forcing}
          onSaved={() => {
            // Saved: the locked round is read-only again, now with the new statistics and points.
            setForcing(false);
            onSaved();
          }}
        />
      ) : (
        <ReadOnlySheet game={game} />
      )}
    </>
  );
}
