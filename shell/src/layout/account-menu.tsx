import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import type { NavItem } from '@hfl/shared-ui/core';
import { HeaderButton } from './header-button';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled(HeaderButton)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 220px;
  padding: 6px 10px;
  span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A dropdown under its button; on a phone (inside the unfolded menu) it simply follows in the flow. */
const Items = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  min-width: 200px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.18);
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    position: static;
    margin-top: 6px;
  }
  li > span {
    display: block;
    padding: 6px 14px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  a {
    display: block;
    padding: 8px 14px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible,
  a.active {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * The signed-in user's own pages (profile, settings) and Logout behind their name, so the header's main row keeps to
 * the game's pages. A disclosure: Escape, a click elsewhere or following a link closes it.
 */
export function AccountMenu({ name, items }: { name: string; items: NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('common:header.accountOf', { name })}
        onClick={() => setOpen((now) => !now)}
      >
        <span>{name}</span>
        <span aria-hidden="true">▾</span>
      </Toggle>
      {open && (
        <Items id={listId}>
          <li>
            <span>{t('common:header.signedInAs', { name })}</span>
          </li>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{t(item.labelKey)}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/logout">{t('common:nav.logout')}</NavLink>
          </li>
        </Items>
      )}
    </Wrapper>
  );
}
