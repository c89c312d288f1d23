import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type RoomSection = 'pool' | 'queue' | 'myTeam' | 'board';

/** Each tab as wide as its word needs (the rest shared out), so a longer Hungarian word is not clipped. */
const Tabs = styled.div`
  display: flex;
  gap: 2px;
  button {
    flex: 1 1 auto;
    white-space: nowrap;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)}`};
    font-size: 0.875em;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const tabId = (section: RoomSection) => `draft-tab-${section}`;
const panelId = (section: RoomSection) => `draft-panel-${section}`;

/**
 * The room on a phone: one section at a time (Players, Queue, My team, Board) behind tabs, so the pool and its
 * actions fill the screen under the sticky clock. Tabs follow the ARIA pattern: Tab reaches the chosen one, the arrow
 * keys (and Home/End) move to and show another; Enter, Space and a tap show one too.
 */
export function RoomSections({
  sections,
  selected,
  onSelect,
  children,
}: {
  sections: readonly RoomSection[];
  selected: RoomSection;
  onSelect: (section: RoomSection) => void;
  /** The selected section's content. */
  children: ReactNode;
}) {
  const { t } = useTranslation('draft');
  const tabs = useRef(new Map<RoomSection, HTMLButtonElement>());
  const choose = (section: RoomSection) => {
    onSelect(section);
    tabs.current.get(section)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = sections.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? sections[(index + 1) % sections.length]
        : event.key === 'ArrowLeft'
          ? sections[(index - 1 + sections.length) % sections.length]
          : event.key === 'Home'
            ? sections[0]
            : event.key === 'End'
              ? sections.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <>
      <Tabs role="tablist" aria-label={t('room.sections.label')}>
        {sections.map((section) => (
          <button
            key={section}
            ref={(element) => {
              if (element) tabs.current.set(section, element);
              else tabs.current.delete(section);
            }}
            type="button"
            role="tab"
            id={tabId(section)}
            aria-selected={section === selected}
            // Only the shown panel exists.
            aria-controls={section === selected ? panelId(section) : undefined}
            tabIndex={section === selected ? 0 : -1}
            onClick={() => choose(section)}
            onKeyDown={onKeyDown}
          >
            {t(`room.sections.${section}`)}
          </button>
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
