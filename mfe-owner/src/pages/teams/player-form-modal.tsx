import { useMemo, useState } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import {
  API,
  PLAYER_STATUSES,
  POSITIONS,
  formValidator,
  formatDisplayDate,
  hasBirthDate,
  hasBodyMeasures,
  playerFormSchema,
  toPlayerPayload,
  type PlayerDetails,
  type PlayerStatus,
  type Position,
} from '@hfl/contracts';
import { Modal, toastShown, useApiGet, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, DateTimeField, ImageFileField, SelectField, TextField, toMultipart } from '@hfl/shared-ui/forms';
import { UntilLoaded } from '../../components/until-loaded';

/** The form as edited: numbers from number inputs ('' when empty), the birth date as typed (DD/MM/YYYY). */
export interface PlayerFormValues {
  name: string;
  position: Position | '';
  birthDate: string;
  height: number | '';
  weight: number | '';
  jerseyNumber: number | '';
  status: PlayerStatus;
  analysis: string;
  photo: File | null;
  removePhoto: boolean;
}

const EMPTY_PLAYER: PlayerFormValues = {
  name: '',
  position: '',
  birthDate: '',
  height: '',
  weight: '',
  jerseyNumber: '',
  status: 'active',
  analysis: '',
  photo: null,
  removePhoto: false,
};

function formValuesOf(player: PlayerDetails): PlayerFormValues {
  return {
    name: player.name,
    position: player.position,
    birthDate: player.birthDate ? formatDisplayDate(player.birthDate) : '',
    height: player.height ?? '',
    weight: player.weight ?? '',
    jerseyNumber: player.jerseyNumber ?? '',
    status: player.status,
    analysis: player.analysis,
    photo: null,
    removePhoto: false,
  };
}

/**
 * The multipart body: the service's payload (birthDate YYYY-MM-DD; birth date and measures null where the position
 * has none), with null sent as the empty part the service reads as null, and the chosen photo.
 */
function playerBody(values: PlayerFormValues, extra: { teamId: string } | { removePhoto: boolean }): FormData {
  const payload = toPlayerPayload(playerFormSchema.cast(values, { stripUnknown: true }));
  const fields = Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, value ?? '']));
  return toMultipart({ ...fields, ...extra, photo: values.photo });
}

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The stored photo's "Remove photo" choice; a newly chosen photo replaces it anyway, so it shows only without one. */
function RemovePhotoField() {
  const { t } = useTranslation('owner');
  const [field, , helpers] = useField<boolean>('removePhoto');
  return (
    <CheckboxLabel>
      <input
        type="checkbox"
        name={field.name}
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
      />
      {t('teams.playerForm.removePhoto')}
    </CheckboxLabel>
  );
}

/** The fields; birth date and measures show only for the positions that have them (section 5). */
function PlayerFields({ storedPhoto }: { storedPhoto: string | null }) {
  const { t } = useTranslation('owner');
  const { values, setFieldValue } = useFormikContext<PlayerFormValues>();
  const positionOptions = POSITIONS.map((position) => ({ value: position, label: position }));
  const statusOptions = PLAYER_STATUSES.map((status) => ({
    value: status,
    label: t(`teams.playerStatuses.${status}`),
  }));
  const keptPhoto = storedPhoto && !values.removePhoto ? storedPhoto : null;
  return (
    <>
      <TextField name="name" label={t('teams.playerForm.name')} />
      <SelectField
        name="position"
        label={t('teams.playerForm.position')}
        options={positionOptions}
        placeholder={t('teams.playerForm.choosePosition')}
      />
      {hasBirthDate(values.position) && (
        <DateTimeField mode="date" name="birthDate" label={t('teams.playerForm.birthDate')} />
      )}
      {hasBodyMeasures(values.position) && (
        <>
          <TextField name="height" type="number" label={t('teams.playerForm.height')} />
          <TextField name="weight" type="number" label={t('teams.playerForm.weight')} />
          <TextField name="jerseyNumber" type="number" label={t('teams.playerForm.jerseyNumber')} />
        </>
      )}
      <SelectField name="status" label={t('teams.playerForm.status')} options={statusOptions} />
      <TextField name="analysis" label={t('teams.playerForm.analysis')} rows={5} />
      <ImageFileField
        name="photo"
        label={t('teams.playerForm.photo')}
        currentImage={keptPhoto}
        onChosen={() => void setFieldValue('removePhoto', false)}
      />
      {storedPhoto && !values.photo && <RemovePhotoField />}
    </>
  );
}

interface PlayerFormProps {
  /** The stored player when editing. */
  player: PlayerDetails | null;
  teamId: string;
  onClose: () => void;
  onSaved: () => void;
}

function PlayerForm({ player, teamId, onClose, onSaved }: PlayerFormProps) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const validate = useMemo(() => formValidator(playerFormSchema, t), [t]);

  const request = (values: PlayerFormValues): ApiRequest =>
    player
      ? { method: 'POST', path: API.player(player.id), body: playerBody(values, { removePhoto: values.removePhoto }) }
      : { method: 'POST', path: API.players, body: playerBody(values, { teamId }) };
  const announce = (saved: PlayerDetails) => {
    const message = t(player ? 'teams.playerUpdated' : 'teams.playerCreated', { name: saved.name });
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message }));
    onSaved();
  };

  return (
    <ApiForm<PlayerFormValues, PlayerDetails>
      initialValues={player ? formValuesOf(player) : EMPTY_PLAYER}
      validate={validate}
      request={request}
      onSent={announce}
      submitLabel={t('teams.playerForm.submit')}
      onCancel={onClose}
    >
      <PlayerFields storedPhoto={player?.photoUrl ?? null} />
    </ApiForm>
  );
}

/** An edited player's whole record (the players table holds only a summary). */
function StoredPlayerForm({ playerId, ...rest }: Omit<PlayerFormProps, 'player'> & { playerId: string }) {
  const [attempt, setAttempt] = useState(0);
  const details = useApiGet<PlayerDetails>(API.player(playerId), attempt);
  if (details.status !== 'ready') {
    return <UntilLoaded failed={details.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return <PlayerForm player={details.data} {...rest} />;
}

export interface PlayerFormModalProps {
  open: boolean;
  /** The edited player's id; null adds a player to `teamId`. */
  playerId: string | null;
  teamId: string;
  onClose: () => void;
  /** After the player was saved and the success toast shown. */
  onSaved: () => void;
}

/** Add/Edit Player: the player's fields and photo, sent as multipart. */
export function PlayerFormModal({ open, playerId, teamId, onClose, onSaved }: PlayerFormModalProps) {
  const { t } = useTranslation('owner');
  return (
    <Modal open={open} title={t(playerId ? 'teams.playerForm.editTitle' : 'teams.addPlayer')} onClose={onClose}>
      {/* Mounted only while open, so every opening starts from the stored player (or an empty form). */}
      {open &&
        (playerId ? (
          <StoredPlayerForm playerId={playerId} teamId={teamId} onClose={onClose} onSaved={onSaved} />
        ) : (
          <PlayerForm player={null} teamId={teamId} onClose={onClose} onSaved={onSaved} />
        ))}
    </Modal>
  );
}
