import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render?: (row: T) => ReactNode;
  /** A sortable column's state, announced on its header (aria-sort); the header itself holds the sort control. */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface TableProps<T> {
  columns: Array<TableColumn<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  emptyText?: string;
  /** A long table scrolls within this height (a CSS length), its header row staying in view. */
  maxHeight?: string;
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
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
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

const StyledTable = styled.table`
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

export function Table<T>({ columns, rows, rowKey, emptyText, maxHeight, label }: TableProps<T>) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // A scrolling table is a tab stop of its own, so the keyboard can scroll it (its cells may hold nothing focusable).
  const scrolls = useOverflows(scroller);
  const reachable = scrolls ? { tabIndex: 0, role: 'group', 'aria-label': label ?? t('common:table.scrollable') } : {};
  return (
    <Scroll ref={scroller} $maxHeight={maxHeight} {...reachable}>
      <StyledTable>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText ?? t('common:table.noData')}</Empty>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{cell(row, column)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
