import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@hfl/shared-ui';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

const Menu = styled.ul`
  position: fixed;
  z-index: 20;
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  box-shadow: 0 4px 12px rgb(0 0 0 / 15%);
`;

const Item = styled.button<{ $danger: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  background: none;
  font: inherit;
  text-align: start;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

/** About one item's height: the menu opens upwards when the room below the button is less than it needs. */
const ITEM_PX = 40;

/** Where the fixed menu sits: under its button, or above it when the window's bottom is too near. */
interface Place {
  top?: number;
  bottom?: number;
  right: number;
}

function placeBy(button: HTMLElement, items: number): Place {
  const rect = button.getBoundingClientRect();
  const right = Math.max(0, window.innerWidth - rect.right);
  const upwards = window.innerHeight - rect.bottom < (items + 1) * ITEM_PX && rect.top > window.innerHeight / 2;
  return upwards ? { bottom: window.innerHeight - rect.top + 2, right } : { top: rect.bottom + 2, right };
}

/**
 * A row's actions behind one button (the WAI-ARIA menu button): Enter, Space or ↓ open it on the first item, ↑ on the
 * last; ↑ ↓ Home End move, Enter chooses, Escape closes back on the button, Tab or a click elsewhere closes it. The
 * menu is placed on the page (fixed) by its button, so a table's scroller does not clip it; it follows the button when
 * the page scrolls and closes once the button is out of sight.
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  // Which item takes the focus once the menu opens; null while closed.
  const [open, setOpen] = useState<{ focus: number } | null>(null);
  const [place, setPlace] = useState<Place>({ right: 0 });
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const show = (focus: number) => {
    setPlace(placeBy(button.current!, items.length));
    setOpen({ focus });
  };
  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const entries = menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    // The menu is fixed by its button: focusing an item must not scroll the page under it.
    entries?.[(open.focus + items.length) % items.length]?.focus({ preventScroll: true });
  }, [open, items.length]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(null);
    };
    // A scroll (the browser's own, to show the button, included) moves the menu with its button.
    const scrolled = (event: Event) => {
      const inMenu = event.target instanceof Node && menu.current?.contains(event.target);
      if (inMenu || !button.current) return;
      const rect = button.current.getBoundingClientRect();
      if (rect.bottom < 0 || rect.top > window.innerHeight) setOpen(null);
      else setPlace(placeBy(button.current, items.length));
    };
    document.addEventListener('mousedown', outside);
    window.addEventListener('scroll', scrolled, true);
    window.addEventListener('resize', scrolled);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('scroll', scrolled, true);
      window.removeEventListener('resize', scrolled);
    };
  }, [open, items.length]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (index: number) =>
      entries[(index + entries.length) % entries.length]?.focus({ preventScroll: true });
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        break;
      case 'End':
        event.preventDefault();
        moveTo(entries.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="secondary"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      {open && (
        <Menu ref={menu} id={menuId} role="menu" aria-label={label} style={place} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <Item
                type="button"
                role="menuitem"
                tabIndex={-1}
                $danger={Boolean(item.danger)}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </>
  );
}
