import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { trophyImagePath, type TrophyType, type TrophyView } from '@hfl/contracts';
import { useScoreFormat } from '@hfl/shared-ui/season';

/** The languages the trophy artwork is drawn in; a trophy link in any other language shows the English image. */
const ART_LANGS = ['en', 'hu'] as const;

export const artLang = (lang: string | undefined): string =>
  (ART_LANGS as readonly string[]).includes(lang ?? '') ? (lang as string) : 'en';

/** The trophy page, in the language its image (and a shared link's preview) is chosen by. */
export const trophyPagePath = (lang: string, trophyId: string): string =>
  `/trophies/${artLang(lang)}/${encodeURIComponent(trophyId)}`;

/** The image of a trophy type in a language (real artwork with the trophy's name written on it). */
export const trophyImage = (lang: string, type: TrophyType): string => trophyImagePath(artLang(lang), type);

/**
 * A trophy in words, in the page's language: its type's title, and what won it (round, league, season, fantasy team,
 * player, points), e.g. "Kovács Kobrák was the team of the week in round 3 of Pannon Bajnokság (HFL 2026) with 112.4
 * points."
 */
export function useTrophyText() {
  const { t } = useTranslation('player');
  const format = useScoreFormat();
  const title = useCallback((type: TrophyType) => t(`trophyTypes.${type}`), [t]);
  const description = useCallback(
    (trophy: TrophyView) =>
      t(`trophies.description.${trophy.type}`, {
        team: trophy.fantasyTeam.name,
        player: trophy.player?.name ?? '',
        week: trophy.week,
        league: trophy.league.name,
        season: trophy.seasonName,
        points: format(trophy.points),
      }),
    [t, format],
  );
  return { title, description };
}
