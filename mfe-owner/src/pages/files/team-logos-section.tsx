import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { API, TEAM_LOGO_FILE_FIELD, type TeamLogo } from '@hfl/contracts';
import { Button, ConfirmModal, toastShown, useApiAction, useApiGet, useModalSubject } from '@hfl/shared-ui';
import { ApiForm, ImageFileField, toMultipart } from '@hfl/shared-ui/forms';
import { Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';

const Gallery = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 96px;
    height: 96px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

interface LogoForm {
  [TEAM_LOGO_FILE_FIELD]: File | null;
}

/** The pre-made logos the create-team forms offer: each with Delete (confirmed), and the upload form below. */
export function TeamLogosSection() {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const [refresh, setRefresh] = useState(0);
  const logos = useApiGet<TeamLogo[]>(API.teamLogos, refresh);
  const deleting = useModalSubject<{ logo: TeamLogo; label: string }>();
  const { run } = useApiAction();
  // A new form after each upload, so the file input is empty again.
  const [uploads, setUploads] = useState(0);

  const confirmDelete = async () => {
    if (!deleting.subject) return;
    const { id } = deleting.subject.logo;
    deleting.close();
    if ((await run({ method: 'DELETE', path: API.teamLogo(id) }, { success: t('files.logos.deleted') })).ok)
      setRefresh((n) => n + 1);
  };

  const uploaded = () => {
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('files.logos.uploaded') }));
    setUploads((n) => n + 1);
    setRefresh((n) => n + 1);
  };

  return (
    <Section aria-labelledby="owner-logos-title">
      <h2 id="owner-logos-title">{t('files.logos.title')}</h2>
      {logos.status !== 'ready' ? (
        <UntilLoaded failed={logos.status === 'failed'} onRetry={() => setRefresh((n) => n + 1)} />
      ) : logos.data.length === 0 ? (
        <p>{t('files.logos.empty')}</p>
      ) : (
        <Gallery aria-label={t('files.logos.title')}>
          {logos.data.map((logo, index) => {
            const label = t('files.logos.logo', { n: index + 1 });
            return (
              <Tile key={logo.id}>
                <img src={logo.image} alt={label} />
                <Button
                  type="button"
                  variant="danger"
                  aria-label={`${t('files.logos.delete')} ${label}`}
                  onClick={() => deleting.show({ logo, label })}
                >
                  {t('files.logos.delete')}
                </Button>
              </Tile>
            );
          })}
        </Gallery>
      )}

      <h3>{t('files.logos.uploadTitle')}</h3>
      <ApiForm<LogoForm, TeamLogo>
        key={uploads}
        label={t('files.logos.uploadTitle')}
        initialValues={{ [TEAM_LOGO_FILE_FIELD]: null }}
        request={(values) => ({ method: 'POST', path: API.teamLogos, body: toMultipart(values) })}
        onSent={uploaded}
        submitLabel={t('files.logos.upload')}
      >
        <ImageFileField
          name={TEAM_LOGO_FILE_FIELD}
          label={t('files.logos.image')}
          requiredMessage="validation:teamLogoRequired"
        />
      </ApiForm>

      <ConfirmModal
        open={deleting.open}
        title={t('files.logos.deleteTitle')}
        message={t('files.logos.deleteConfirm')}
        confirmLabel={t('files.logos.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={deleting.close}
      />
    </Section>
  );
}
