import { screen } from '@testing-library/react';
import { Table, type TableColumn } from './index';
import { renderWithProviders } from './testing/render';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: Array<TableColumn<Row>> = [{ key: 'name', header: 'Name' }];
const ROWS: Row[] = [
  { id: '1', name: 'Budapest Bulls' },
  { id: '2', name: 'Szeged Sharks' },
];

/** jsdom lays nothing out: the scroller's content is made `contentWidth` wide in a 300 px wide box. */
function layOut(contentWidth: number): () => void {
  const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  return () => {
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  };
}

describe('Table', () => {
  it.each([
    ['wider than its box, then the scroller is a named tab stop', 900, 'Table (scrolls)', '0'],
    ['as wide as its box, then the scroller takes no focus', 300, null, null],
  ])('when the table is %s', async (_, contentWidth, name, tabIndex) => {
    const restore = layOut(contentWidth);
    try {
      const { container } = await renderWithProviders(<Table columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
      const scroller = container.querySelector('table')!.parentElement!;
      expect(scroller.getAttribute('aria-label')).toBe(name);
      expect(scroller.getAttribute('tabindex')).toBe(tabIndex);
      if (name) expect(screen.getByRole('group', { name })).toBe(scroller);
    } finally {
      restore();
    }
  });

  it('when a scrolling table is given a label, then the scroller is named by it', async () => {
    const restore = layOut(900);
    try {
      await renderWithProviders(
        <Table columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} label="Teams of the league" />,
      );
      expect(screen.getByRole('group', { name: 'Teams of the league' })).toHaveAttribute('tabindex', '0');
    } finally {
      restore();
    }
  });
});
