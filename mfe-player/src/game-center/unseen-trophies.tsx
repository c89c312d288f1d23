import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { API, type LeagueGamesView, type MyTrophiesResponse, type TrophyView } from '@hfl/contracts';
import { Button, Modal, useApiAction, useApiGet } from '@hfl/shared-ui';
import { trophyImage, trophyPagePath, useTrophyText } from '../trophies/trophy-text';

const Art = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  border-radius: ${({ theme }) => theme.radius};
`;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
`;

/**
 * After the results modal queue, each of the manager's unseen trophies won in this league (`GET trophies/me`, those of
 * the league not `isViewed`: this season's, or an earlier season's he has not seen yet), oldest first, is shown once in
 * a trophy modal, one after another, and marked viewed (`POST trophies/{id}/mark-viewed`) as it shows. A failed read
 * shows nothing: the cabinet still has them.
 */
export function UnseenTrophies({ view }: { view: LeagueGamesView }) {
  if (!view.myTeamId) return null;
  return <TrophyQueue leagueId={view.leagueId} />;
}

function TrophyQueue({ leagueId }: { leagueId: string }) {
  const trophies = useApiGet<MyTrophiesResponse>(API.myTrophies, { quiet: true });
  if (trophies.status !== 'ready') return null;
  const unseen = trophies.data.filter((trophy) => trophy.league.id === leagueId && !trophy.isViewed);
  return <Queue trophies={unseen.sort((a, b) => a.awardedAt.localeCompare(b.awardedAt) || a.week - b.week)} />;
}

function Queue({ trophies }: { trophies: TrophyView[] }) {
  // The first answer decides: a trophy marked viewed here does not come back.
  const [queue, setQueue] = useState(trophies);
  const { run } = useApiAction();
  const marked = useRef(new Set<string>());
  const current = queue[0];

  useEffect(() => {
    if (!current || marked.current.has(current.id)) return;
    marked.current.add(current.id);
    void run({ method: 'POST', path: API.markTrophyViewed(current.id) }, { quiet: true });
  }, [current, run]);

  if (!current) return null;
  return <TrophyModal key={current.id} trophy={current} onClose={() => setQueue((rest) => rest.slice(1))} />;
}

/** A trophy won: its image in the page's language, its title, what won it, and its page (to share it). */
function TrophyModal({ trophy, onClose }: { trophy: TrophyView; onClose: () => void }) {
  const { t, i18n } = useTranslation('player');
  const { title, description } = useTrophyText();
  return (
    <Modal
      open
      title={t('trophies.won.title')}
      onClose={onClose}
      footer={
        <Button type="button" onClick={onClose}>
          {t('trophies.won.ok')}
        </Button>
      }
    >
      <Art src={trophyImage(i18n.language, trophy.type)} alt="" width={1200} height={630} />
      <Heading>{title(trophy.type)}</Heading>
      <p>{description(trophy)}</p>
      <Link to={trophyPagePath(i18n.language, trophy.id)}>{t('trophies.won.open')}</Link>
    </Modal>
  );
}
