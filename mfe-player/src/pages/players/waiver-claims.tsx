import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PlayerSummary, WaiverClaimView } from '@hfl/contracts';
import { Button, PhoneFold } from '@hfl/shared-ui';
import { PlayerStatusBadge } from '@hfl/shared-ui/season';

/**
 * A waived player's row action: Claim (the run decides), or Claimed once the caller's claim waits; off without a roster
 * to claim for. Its texts come with the list's `t`: one translation hook for the table, not one a row (issue 39).
 */
export function ClaimButton({
  player,
  claimed,
  disabled,
  onClaim,
  t,
}: {
  player: PlayerSummary;
  claimed: boolean;
  disabled: boolean;
  onClaim: (player: PlayerSummary) => void;
  t: TFunction<'player'>;
}) {
  return (
    <Button type="button" variant="secondary" disabled={disabled || claimed} onClick={() => onClaim(player)}>
      {claimed ? t('waivers.claimed') : t('waivers.claim')}
    </Button>
  );
}

const List = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: 1.5em;
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  button {
    min-height: 36px;
    padding: 0.25em 0.75em;
    margin-left: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The caller's waiting claims, first wanted first: each names the player (with his status) and whom it drops (or an
 * open slot), and moves up, down or is cancelled. The run tries them in this order when his team's priority comes.
 */
export function MyClaims({
  claims,
  until,
  busy,
  onOrder,
  onCancel,
}: {
  claims: WaiverClaimView[];
  /** The run's time in words; null when the page says it just above. */
  until: string | null;
  busy: boolean;
  onOrder: (claimIds: string[]) => void;
  onCancel: (claim: WaiverClaimView) => void;
}) {
  const { t } = useTranslation('player');
  if (claims.length === 0) return null;
  const ids = claims.map((claim) => claim.id);
  const swapped = (index: number, other: number) => {
    const next = [...ids];
    [next[index], next[other]] = [next[other]!, next[index]!];
    return next;
  };
  return (
    <section aria-labelledby="my-claims-title">
      {/* On a phone they fold under their heading and count, so the list is on the first screen. */}
      <PhoneFold
        wide={<h2 id="my-claims-title">{t('waivers.myClaims')}</h2>}
        summary={
          <>
            <h2 id="my-claims-title">{t('waivers.myClaims')}</h2> ({claims.length})
          </>
        }
      >
        <p>{until === null ? t('waivers.myClaimsOrder') : t('waivers.myClaimsIntro', { time: until })}</p>
        <List>
          {claims.map((claim, index) => {
            const name = claim.player.name;
            return (
              <li key={claim.id}>
                {claim.drop
                  ? t('waivers.claimDrop', { player: name, drop: claim.drop.player.name })
                  : t(claim.dropLeft ? 'waivers.claimDropLeft' : 'waivers.claimOpenSlot', { player: name })}{' '}
                <PlayerStatusBadge status={claim.player.status} />
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy || index === 0}
                  aria-label={t('waivers.up', { player: name })}
                  onClick={() => onOrder(swapped(index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy || index === claims.length - 1}
                  aria-label={t('waivers.down', { player: name })}
                  onClick={() => onOrder(swapped(index, index + 1))}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy}
                  aria-label={t('waivers.cancelOne', { player: name })}
                  onClick={() => onCancel(claim)}
                >
                  {t('waivers.cancel')}
                </Button>
              </li>
            );
          })}
        </List>
      </PhoneFold>
    </section>
  );
}
