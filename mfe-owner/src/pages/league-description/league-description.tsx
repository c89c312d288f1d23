import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { API, formValidator, leagueUpdateSchema } from '@hfl/contracts';
import { Button, toastShown, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, TextField, toMultipart } from '@hfl/shared-ui/forms';
import { UntilLoaded } from '../../components/until-loaded';
import { useOwnerLeague } from '../../owner-leagues/use-owner-league';

const Panel = styled.section`
  max-width: 720px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const descriptionSchema = leagueUpdateSchema.pick(['description']);

/**
 * `/owner/leagues/:leagueId/description`. The owner's league update takes the whole league (multipart, slides as
 * `images[i][id|title]`), so the name, size and slides (kept by id) go along unchanged from the loaded league: only
 * the description changes.
 */
export function OwnerLeagueDescriptionPage() {
  const { id, status, league: shown, reload } = useOwnerLeague(false);
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // Only a fresh answer: the form starts from it and sends its other fields back.
  const league = status === 'loaded' ? shown : null;
  const validate = useMemo(() => formValidator(descriptionSchema, t), [t]);

  const request = (values: { description: string }): ApiRequest => {
    const body = toMultipart({
      name: league?.name ?? '',
      nbMaxTeams: league?.nbMaxTeams ?? 0,
      description: values.description,
      images: (league?.slides ?? []).map((slide) => ({ id: slide.id, title: slide.title })),
    });
    return { method: 'POST', path: API.ownerLeagueUpdate(id), body };
  };
  const announce = () => {
    dispatch(
      toastShown({
        kind: 'success',
        title: t('common:toast.success'),
        message: t('leagues.descriptionForm.updated', { name: league?.name ?? '' }),
      }),
    );
    navigate(`/owner/leagues/${id}`);
  };

  return (
    <Panel aria-labelledby="owner-league-description-title">
      <Link to={`/owner/leagues/${id}`}>{t('leagues.descriptionForm.back')}</Link>
      {!league ? (
        <UntilLoaded failed={status === 'failed'} onRetry={reload} />
      ) : (
        <>
          <h1 id="owner-league-description-title">{t('leagues.descriptionForm.title', { name: league.name })}</h1>
          <ApiForm
            initialValues={{ description: league.description }}
            validate={validate}
            request={request}
            onSent={announce}
          >
            {({ isSubmitting }) => (
              <>
                <TextField name="description" label={t('leagues.descriptionForm.label')} rows={8} />
                <Button type="submit" disabled={isSubmitting}>
                  {t('leagues.descriptionForm.submit')}
                </Button>
              </>
            )}
          </ApiForm>
        </>
      )}
    </Panel>
  );
}
