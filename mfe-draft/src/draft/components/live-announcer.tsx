import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { VisuallyHidden } from '@hfl/shared-ui';
import { selectAnnouncements } from '../slice';

/**
 * The room's one polite live region: what the saga and the slice announce (the viewer's turn, a pick made, on deck,
 * the clock running out, the draft done, the result of a queue change), read by screen readers without moving focus.
 * It is always in the page, so the first announcement is read too.
 */
export function LiveAnnouncer() {
  const { t } = useTranslation('draft');
  const announcements = useSelector(selectAnnouncements);
  return (
    <VisuallyHidden role="status" aria-live="polite" id="draft-live-region">
      {announcements.map((announcement) => (
        <span key={announcement.id}>{`${t(`room.live.${announcement.key}`, announcement.values)} `}</span>
      ))}
    </VisuallyHidden>
  );
}
