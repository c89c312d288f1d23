import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@hfl/shared-ui';

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoLight};
  font-weight: 700;
`;

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * "On deck": the viewer's team picks next. An alert in the room and, when the viewer allowed it (the button asks), a
 * browser notification, once per pick, so a manager in another tab does not miss the turn. `allow`: whether the button
 * asking for notifications is here (on a phone it is in the My team section, keeping the clock small).
 */
export function OnDeck({ pickNo, allow = true }: { pickNo: number | null; allow?: boolean }) {
  const { t } = useTranslation('draft');
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const notified = useRef<number | null>(null);

  useEffect(() => {
    // Read again: the button may have been answered in another place of the room.
    if (pickNo === null || currentPermission() !== 'granted' || notified.current === pickNo) return;
    notified.current = pickNo;
    new Notification(t('room.onDeck.notificationTitle'), {
      body: t('room.onDeck.alert'),
      tag: `hfl-draft-on-deck-${pickNo}`,
    });
  }, [pickNo, permission, t]);

  const ask = async () => setPermission(await Notification.requestPermission());

  return (
    <>
      {/* Shown here; said once by the room's live region (the saga announces it). */}
      {pickNo !== null && <Alert>{t('room.onDeck.alert')}</Alert>}
      {allow && permission === 'default' && (
        <Button type="button" variant="secondary" onClick={ask}>
          {t('room.onDeck.allow')}
        </Button>
      )}
    </>
  );
}
