import styled from 'styled-components';
import type { PlayerStatus } from '@hfl/contracts';
import type { Theme } from '../theme';
import { useLanguageT } from '../use-language';

type Colour = keyof Theme['colors'];
/** Each status's colours (AA contrast on each other). */
const LOOK: Record<PlayerStatus, { color: Colour; background: Colour }> = {
  active: { color: 'success', background: 'successLight' },
  injured: { color: 'danger', background: 'dangerLight' },
  inactive: { color: 'textMuted', background: 'background' },
};

const Badge = styled.span<{ $status: PlayerStatus }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  padding: 0 0.4em;
  border-radius: 999px;
  background: ${({ theme, $status }) => theme.colors[LOOK[$status].background]};
  color: ${({ theme, $status }) => theme.colors[LOOK[$status].color]};
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  vertical-align: middle;
  svg {
    width: 1em;
    height: 1em;
    flex: none;
  }
`;

/** A check (plays), a medical cross (injured), a bar (out of the lineup): told apart without their colours. */
function StatusIcon({ status, label }: { status: PlayerStatus; label: string }) {
  return (
    <svg viewBox="0 0 16 16" role="img" aria-label={label} focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      {status === 'active' && (
        <path d="M4.5 8.3l2.3 2.3 4.7-5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      )}
      {status === 'injured' && <path d="M6.8 3.5h2.4v3.3h3.3v2.4H9.2v3.3H6.8V9.2H3.5V6.8h3.3z" fill="#fff" />}
      {status === 'inactive' && <rect x="3.8" y="7" width="8.4" height="2" rx="1" fill="#fff" />}
    </svg>
  );
}

/**
 * A player's status as the owner set it (active, injured, inactive): an icon and its word, the same wherever a player
 * is shown. The icon carries the word as its text alternative; the word beside it is for the eye, so a screen reader
 * reads it once. `compact` (a cell too tight for the word, such as the draft board's): the icon alone, its word still
 * its text alternative and its tooltip. Nothing for a player whose status is unknown (no longer in the real league).
 */
export function PlayerStatusBadge({
  status,
  compact = false,
}: {
  status: PlayerStatus | undefined;
  compact?: boolean;
}) {
  const t = useLanguageT();
  if (!status) return null;
  return <StatusBadge status={status} label={t(`common:playerStatus.${status}`)} compact={compact} />;
}

/**
 * PlayerStatusBadge with its word given (the `common:playerStatus.<status>` text): for a long list's rows, which then share their table's
 * one translation hook instead of each running its own (issue 39: a phone's main thread).
 */
export function StatusBadge({
  status,
  label,
  compact = false,
}: {
  status: PlayerStatus;
  label: string;
  compact?: boolean;
}) {
  return (
    <Badge $status={status} data-status={status} title={compact ? label : undefined}>
      <StatusIcon status={status} label={label} />
      {!compact && <span aria-hidden="true">{label}</span>}
    </Badge>
  );
}
