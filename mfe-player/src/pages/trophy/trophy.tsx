import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { API, type TrophyView } from '@hfl/contracts';
import { Button, Spinner, VisuallyHidden, selectUser, toastShown, useApiGet, RetryButton } from '@hfl/shared-ui';
import { trophyImage, trophyPagePath, useTrophyText } from '../../trophies/trophy-text';

const Article = styled.article`
  max-width: 860px;
  h1 {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: clamp(1.6rem, 3.5vw, 2.3rem);
  }
`;

const Art = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  margin: ${({ theme }) => theme.space(4)} 0;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Description = styled.p`
  font-size: 1.15rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ShareBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Join = styled.aside`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryLight};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

/**
 * `/trophies/{lang}/{trophyId}`, readable by anyone with the link (`GET /api/trophies/{id}` answers visitors too): the
 * trophy type's title, what won it, its image in the link's language (a signed-in user's own), and Share. The BFF puts the same title,
 * description and image (as PNG) into the page's Open Graph tags, so a shared link shows a preview.
 */
export function TrophyPage() {
  const { t, i18n } = useTranslation('player');
  const { lang: linkLang = 'en', trophyId = '' } = useParams();
  const user = useSelector(selectUser);
  // A signed-in user reads it in his own language (a notification's link may name another); a visitor in the link's.
  const lang = user ? i18n.language : linkLang;
  const [refresh, setRefresh] = useState(0);
  const trophy = useApiGet<TrophyView>(API.trophy(encodeURIComponent(trophyId)), refresh);
  const back = user ? (
    <Link to="/trophies">← {t('trophies.back')}</Link>
  ) : (
    <Link to="/leaderboard">← {t('trophies.backVisitor')}</Link>
  );

  if (trophy.status === 'loading') return <Spinner />;
  if (trophy.status === 'failed') {
    return trophy.notFound ? (
      <section aria-labelledby="trophy-missing">
        {back}
        <h1 id="trophy-missing">{t('trophies.notFoundTitle')}</h1>
        <p>{t('trophies.notFound')}</p>
      </section>
    ) : (
      <>
        {back}
        <p>
          <RetryButton onRetry={() => setRefresh((n) => n + 1)} />
        </p>
      </>
    );
  }
  return <Trophy trophy={trophy.data} lang={lang} back={back} signedIn={!!user} />;
}

function Trophy({
  trophy,
  lang,
  back,
  signedIn,
}: {
  trophy: TrophyView;
  lang: string;
  back: ReactNode;
  signedIn: boolean;
}) {
  const { t } = useTranslation('player');
  const { title, description } = useTrophyText();
  return (
    <Article aria-labelledby="trophy-title">
      {back}
      <h1 id="trophy-title">{title(trophy.type)}</h1>
      <Art src={trophyImage(lang, trophy.type)} alt={title(trophy.type)} width={1200} height={630} />
      <Description>{description(trophy)}</Description>
      <Muted>{t('trophies.manager', { owner: trophy.owner })}</Muted>
      <ShareBar>
        <Share trophy={trophy} lang={lang} />
      </ShareBar>
      {!signedIn && (
        <Join>
          <p>{t('trophies.join')}</p>
          <Link to="/register">{t('trophies.joinLink')}</Link>
        </Join>
      )}
    </Article>
  );
}

/** The browser's share sheet where it has one; otherwise the link goes to the clipboard. Plus Facebook's sharer. */
function Share({ trophy, lang }: { trophy: TrophyView; lang: string }) {
  const { t } = useTranslation('player');
  const { title } = useTrophyText();
  const dispatch = useDispatch();
  const url = `${window.location.origin}${trophyPagePath(lang, trophy.id)}`;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: t('trophies.shareText', { title: title(trophy.type), team: trophy.fantasyTeam.name }),
          url,
        });
        return;
      } catch (error) {
        // The user closed the share sheet; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      dispatch(
        toastShown({ kind: 'success', title: t('trophies.linkCopiedTitle'), message: t('trophies.linkCopied') }),
      );
    } catch {
      // No clipboard either (e.g. a page not served over HTTPS): the link to copy by hand.
      dispatch(toastShown({ kind: 'info', title: t('trophies.share'), message: t('trophies.copyLink', { url }) }));
    }
  };

  return (
    <>
      <Button type="button" onClick={share}>
        {t('trophies.share')}
      </Button>
      <a
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('trophies.shareFacebook')}
        <VisuallyHidden> {t('common:footer.newTab')}</VisuallyHidden>
      </a>
    </>
  );
}
