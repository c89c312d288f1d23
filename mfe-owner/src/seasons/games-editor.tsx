import { useMemo } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isGameDateEditable, type RealTeam, type Season, type SeasonGame } from '@hfl/contracts';
import { Button, VisuallyHidden } from '@hfl/shared-ui';
import { DateTimeField, FieldErrorText, fieldControl, useBoundField } from '@hfl/shared-ui/forms';
import { newGameRow, type GameRow } from './schedule-values';

/** Positioned, so the visually hidden labels of its cells stay inside it when it scrolls (see shared-ui's Table). */
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const GamesTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
    white-space: nowrap;
  }
  input,
  select {
    ${fieldControl} width: 100%;
  }
  /* The round and the kickoff are short. */
  input[maxlength] {
    width: 4.5em;
  }
`;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 7em;
`;

/** The shared date field, without the gap a form leaves below a field. */
const DateCell = styled.div`
  min-width: 9.5em;
  > div {
    margin-bottom: 0;
  }
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

interface CellProps {
  name: string;
  /** The control's name for screen readers, e.g. "Team 1, game 3". */
  label: string;
}

function CellError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return error ? <FieldErrorText id={id}>{t(error, { defaultValue: error })}</FieldErrorText> : null;
}

function InputCell({ name, label, maxLength, numeric = false }: CellProps & { maxLength?: number; numeric?: boolean }) {
  const { field, id, errorId, error, describedBy } = useBoundField(name);
  return (
    <Cell>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        maxLength={maxLength}
        inputMode={numeric ? 'numeric' : undefined}
        {...describedBy}
      />
      <CellError id={errorId} error={error} />
    </Cell>
  );
}

function TeamCell({ name, label, options }: CellProps & { options: RealTeam[] }) {
  const { t } = useTranslation('owner');
  const { field, id, errorId, error, describedBy } = useBoundField(name);
  return (
    <Cell>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <select {...field} value={field.value ?? ''} id={id} {...describedBy}>
        <option value="">{t('schedule.chooseTeam')}</option>
        {options.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
      <CellError id={errorId} error={error} />
    </Cell>
  );
}

interface GameRowEditorProps {
  index: number;
  row: GameRow;
  teams: RealTeam[];
  /** The stored game this row edits, if any, with the season it belongs to. */
  stored?: { game: SeasonGame; season: Season };
  onRemove: () => void;
}

function GameRowEditor({ index, row, teams, stored, onRemove }: GameRowEditorProps) {
  const { t } = useTranslation('owner');
  const n = index + 1;
  const name = (field: keyof GameRow) => `games[${index}].${field}`;
  const label = (field: 'round' | 'team1' | 'team2' | 'date' | 'time') =>
    t('schedule.cellLabel', { field: t(`schedule.${field}`), n });
  // The service keeps a game with statistics in its round between its teams, and a locked round's dates fixed.
  const hasStats = stored?.game.hasStats ?? false;
  const dateFixed = stored ? !isGameDateEditable(stored.season, stored.game.week) : false;
  return (
    <tr>
      <td>{hasStats ? row.week : <InputCell name={name('week')} label={label('round')} maxLength={2} numeric />}</td>
      <td>
        {hasStats ? stored?.game.team1.name : <TeamCell name={name('team1')} label={label('team1')} options={teams} />}
      </td>
      <td>
        {hasStats ? stored?.game.team2.name : <TeamCell name={name('team2')} label={label('team2')} options={teams} />}
      </td>
      <td>
        {dateFixed ? (
          row.date
        ) : (
          <DateCell>
            <DateTimeField mode="date" name={name('date')} label={label('date')} hideLabel />
          </DateCell>
        )}
      </td>
      <td>{dateFixed ? row.time : <InputCell name={name('time')} label={label('time')} maxLength={5} />}</td>
      <td>
        {hasStats ? (
          <Note>{t('schedule.hasStats')}</Note>
        ) : (
          <Button type="button" variant="danger" aria-label={t('schedule.removeGame', { n })} onClick={onRemove}>
            {t('schedule.remove')}
          </Button>
        )}
      </td>
    </tr>
  );
}

export interface GamesEditorProps {
  /** The real teams to choose from. */
  teams: RealTeam[];
  /** The stored season when editing: its games with statistics keep their teams and round. */
  season: Season | null;
}

/**
 * The schedule's games (Formik field `games`): round, both teams, date DD/MM/YYYY, kickoff HH:mm on the league's clock
 * (optional); add and remove games. Shared by
 * the season form and the edit-schedule page.
 */
export function GamesEditor({ teams, season }: GamesEditorProps) {
  const { t } = useTranslation('owner');
  const { values, errors, submitCount } = useFormikContext<{ games: GameRow[] }>();
  const storedGames = useMemo(() => new Map((season?.games ?? []).map((game) => [game.id, game])), [season]);
  // The list's own rule ('Please add at least one game') has no field to sit on, so it shows once a submit tried.
  const listError = submitCount > 0 && typeof errors.games === 'string' ? errors.games : undefined;
  return (
    <section aria-labelledby="schedule-games-title">
      <h2 id="schedule-games-title">{t('schedule.games')}</h2>
      <FieldArray name="games">
        {(helpers) => (
          <>
            <Scroll>
              <GamesTable>
                <thead>
                  <tr>
                    <th scope="col">{t('schedule.round')}</th>
                    <th scope="col">{t('schedule.team1')}</th>
                    <th scope="col">{t('schedule.team2')}</th>
                    <th scope="col">{t('schedule.date')}</th>
                    <th scope="col">{t('schedule.time')}</th>
                    <th scope="col">{t('schedule.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {values.games.map((row, index) => {
                    const game = row.id ? storedGames.get(row.id) : undefined;
                    return (
                      <GameRowEditor
                        // Rows are fully controlled by Formik, so their position is their identity.
                        key={index}
                        index={index}
                        row={row}
                        teams={teams}
                        stored={game && season ? { game, season } : undefined}
                        onRemove={() => helpers.remove(index)}
                      />
                    );
                  })}
                </tbody>
              </GamesTable>
            </Scroll>
            {listError ? <FieldErrorText role="alert">{listError}</FieldErrorText> : null}
            <p>
              <Button type="button" variant="secondary" onClick={() => helpers.push(newGameRow(values.games.at(-1)))}>
                {t('schedule.add')}
              </Button>
            </p>
          </>
        )}
      </FieldArray>
    </section>
  );
}
