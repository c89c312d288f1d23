import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useNarrowScreen, visuallyHidden } from '@hfl/shared-ui/core';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render?: (row: T) => ReactNode;
  /** A sortable column's state, announced on its header (aria-sort); the header itself holds the sort control. */
  sort?: 'ascending' | 'descending' | 'none';
  /**
   * Kept in view while a wide table scrolls sideways: the key column at the start (e.g. the name), the actions at the
   * end (e.g. Pick), so a phone shows who and what to do without hunting.
   */
  pin?: 'start' | 'end';
  /** A number (points, a count): right-aligned in figures of one width, so a column's values line up. */
  numeric?: boolean;
  /**
   * A column a phone can do without (an owner, a statistic): hidden on phones until the reader asks for "More
   * columns", so the numbers that matter (rank, points) and the action stay in sight at 390 px.
   */
  secondary?: boolean;
  /**
   * The cell's place in a phone's card (`cardsOnPhones`): `title` leads the card in bold, `fact` shares a line with
   * the other facts, its column's name before it, and `actions` stands alone; neither the title nor the actions
   * repeat their column's name. Unset: a line of its own under its column's name.
   */
  card?: 'title' | 'fact' | 'actions';
}

/** A sort control's button in a column header: the whole label is the control, in the header's colours. */
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  white-space: nowrap;
  cursor: pointer;
`;

/**
 * A sortable column's `sort` and `header`: the label is a button asking for that order (the page decides the
 * direction), the arrow shows the current one to the eye, aria-sort to screen readers.
 */
export function sortableHeader<K extends string>(
  key: K,
  label: string,
  current: { key: K; direction: 'asc' | 'desc' },
  onSort: (key: K) => void,
): Pick<TableColumn<unknown>, 'sort' | 'header'> {
  const sorted = current.key === key;
  return {
    sort: sorted ? (current.direction === 'asc' ? 'ascending' : 'descending') : 'none',
    header: (
      <SortButton type="button" onClick={() => onSort(key)}>
        {label}
        <span aria-hidden="true">{sorted ? (current.direction === 'asc' ? '▲' : '▼') : ''}</span>
      </SortButton>
    ),
  };
}

export interface TableProps<T> {
  columns: Array<TableColumn<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  emptyText?: string;
  /** A long table scrolls within this height (a CSS length), its header row staying in view. */
  maxHeight?: string;
  /**
   * On phones each row becomes a card, each cell under its column's name: for tables whose every column matters
   * (a notification's message), where pinning one column would not do.
   */
  cardsOnPhones?: boolean;
  /** What a keyboard user hears on reaching the table's scroller when it scrolls (default: "Table (scrolls)"). */
  label?: string;
}

/**
 * Whether the element's content is larger than the element (it scrolls), followed as either one resizes: a
 * scroller the keyboard must be able to reach (WCAG 2.1.1) when nothing inside it takes focus.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const check = () =>
      setOverflows(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    if (typeof ResizeObserver === 'undefined') {
      check();
      return undefined;
    }
    // The observer's first report comes with the frame's own layout; measuring here would force a layout in the
    // middle of React's commit, lengthening its task on a phone.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * Positioned, so the visually hidden texts of its cells (absolutely positioned) stay inside: otherwise a table that
 * scrolls leaves the page as tall as the table's whole content.
 */
const Scroll = styled.div<{ $maxHeight?: string }>`
  position: relative;
  overflow-x: auto;
  ${({ $maxHeight }) =>
    $maxHeight &&
    css`
      max-height: ${$maxHeight};
      overflow-y: auto;
      thead th {
        position: sticky;
        top: 0;
        z-index: 1;
      }
    `}
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** A row as a card: the cells stacked, each led by its column's name (the header row is hidden from sight only). */
const phoneCards = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      display: block;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      padding: 6px 0;
    }
    tbody td {
      display: block;
      border-bottom: 0;
      padding: 4px 12px;
    }
    /* A card reads top to bottom: its figures start at the left like its words. */
    tbody td[data-numeric] {
      text-align: left;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.85em;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    tbody td[data-card='title'] {
      font-weight: 700;
      font-size: 1.05em;
    }
    /* A card's short figures read as one line ("Status: Full  Free slots: 0"), not a screen of label-value pairs. */
    tbody td[data-card='fact'] {
      display: inline-block;
      padding-right: 4px;
    }
    tbody td[data-card='fact'][data-label]::before {
      content: attr(data-label) ': ';
      display: inline;
    }
    tbody td[data-card='actions'] {
      padding-top: 8px;
    }
  }
`;

/** Secondary columns out of a phone's way unless asked for; the toggle itself is only for phones. */
const phoneColumns = css<{ $allColumns: boolean }>`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    ${({ $allColumns }) =>
      !$allColumns &&
      css`
        [data-secondary] {
          display: none;
        }
      `}
    /*
     * Every pixel for the columns that stay: slimmer cells, and headers that wrap rather than widen their column (a
     * number's header too: "Szerzett pont" would push the points off a 390-px screen).
     */
    th,
    td {
      padding: 8px 6px;
    }
    th,
    th[data-numeric] {
      white-space: normal;
      hyphens: auto;
    }
  }
`;

const ColumnsToggle = styled.button`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space(2)} auto;
  padding: 4px 8px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  @media not all and (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const StyledTable = styled.table<{ $cards?: boolean; $allColumns: boolean }>`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  [data-pin] {
    position: sticky;
    z-index: 1;
  }
  td[data-pin] {
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody tr:nth-child(even) td[data-pin] {
    background: ${({ theme }) => theme.colors.background};
  }
  [data-pin='start'] {
    left: 0;
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  [data-pin='end'] {
    right: 0;
    box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th[data-pin] {
    z-index: 2;
  }
  [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${phoneColumns}
  ${({ $cards }) => $cards && phoneCards}
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function cell<T>(row: T, column: TableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

/** A header's words for a card's cell, when the header is plain text. */
const textOf = (header: ReactNode): string | undefined =>
  typeof header === 'string' || typeof header === 'number' ? String(header) : undefined;

/** A card's title and actions speak for themselves, without their column's name. */
const nameless = <T,>(column: TableColumn<T>): boolean => column.card === 'title' || column.card === 'actions';

/**
 * One row, a component of its own: its cells' contents (texts, figures) are made in its own unit of React's work, so a
 * long table's render can pause between rows for a phone's taps rather than making every cell in one stretch.
 */
function Row<T>({ row, columns, cards }: { row: T; columns: Array<TableColumn<T>>; cards?: boolean }) {
  return (
    <tr role={cards ? 'row' : undefined}>
      {columns.map((column) => (
        <td
          key={column.key}
          data-pin={column.pin}
          data-numeric={column.numeric || undefined}
          data-secondary={column.secondary || undefined}
          data-card={cards ? column.card : undefined}
          data-label={cards && !nameless(column) ? textOf(column.header) : undefined}
          role={cards ? 'cell' : undefined}
        >
          {cell(row, column)}
        </td>
      ))}
    </tr>
  );
}

export function Table<T>({ columns, rows, rowKey, emptyText, maxHeight, cardsOnPhones, label }: TableProps<T>) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [allColumns, setAllColumns] = useState(false);
  const hasSecondary = columns.some((column) => column.secondary);
  // A phone leaves the secondary columns out (the stylesheet hides them too, before this knows the screen): not
  // rendering them spares a phone most of a long table's cells (fifty players by twenty statistics).
  const narrow = useNarrowScreen();
  const shown = narrow && !allColumns ? columns.filter((column) => !column.secondary) : columns;
  const tableId = useId();
  // A scrolling table is a tab stop of its own, so the keyboard can scroll it (its cells may hold nothing focusable).
  const scrolls = useOverflows(scroller);
  const reachable = scrolls ? { tabIndex: 0, role: 'group', 'aria-label': label ?? t('common:table.scrollable') } : {};
  return (
    <>
      {hasSecondary && (
        <ColumnsToggle
          type="button"
          aria-expanded={allColumns}
          aria-controls={tableId}
          onClick={() => setAllColumns((shown) => !shown)}
        >
          {allColumns ? t('common:table.fewerColumns') : t('common:table.moreColumns')}
        </ColumnsToggle>
      )}
      <Scroll ref={scroller} $maxHeight={maxHeight} {...reachable}>
        {/* Explicit roles: a table laid out as cards keeps its table semantics for screen readers. */}
        <StyledTable
          id={tableId}
          // Lets a cell leave out on a phone what the secondary columns now show themselves.
          data-all-columns={allColumns || undefined}
          $cards={cardsOnPhones}
          $allColumns={allColumns}
          role={cardsOnPhones ? 'table' : undefined}
        >
          <thead role={cardsOnPhones ? 'rowgroup' : undefined}>
            <tr role={cardsOnPhones ? 'row' : undefined}>
              {shown.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sort}
                  data-pin={column.pin}
                  data-numeric={column.numeric || undefined}
                  data-secondary={column.secondary || undefined}
                  role={cardsOnPhones ? 'columnheader' : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role={cardsOnPhones ? 'rowgroup' : undefined}>
            {rows.length === 0 ? (
              <tr role={cardsOnPhones ? 'row' : undefined}>
                <Empty role={cardsOnPhones ? 'cell' : undefined} colSpan={shown.length}>
                  {emptyText ?? t('common:table.noData')}
                </Empty>
              </tr>
            ) : (
              rows.map((row) => <Row key={rowKey(row)} row={row} columns={shown} cards={cardsOnPhones} />)
            )}
          </tbody>
        </StyledTable>
      </Scroll>
    </>
  );
}
