import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const SIZE = '40px';

const Photo = styled.img`
  flex: none;
  width: ${SIZE};
  height: ${SIZE};
  border-radius: 50%;
  object-fit: cover;
`;

const Silhouette = styled.svg`
  flex: none;
  width: ${SIZE};
  height: ${SIZE};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A player's photo at 40 px (spec), or a silhouette when the owner uploaded none; both say whose it is. */
export function PlayerPhoto({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const { t } = useTranslation('draft');
  if (photoUrl) return <Photo src={photoUrl} alt={t('room.photo', { player: name })} loading="lazy" />;
  return (
    <Silhouette viewBox="0 0 40 40" role="img" aria-label={t('room.noPhoto', { player: name })}>
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 36c1.5-8 7-12 14-12s12.5 4 14 12z" fill="currentColor" />
    </Silhouette>
  );
}
