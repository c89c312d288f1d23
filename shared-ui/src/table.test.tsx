import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './table';
import { onAPhone } from './testing/phone-screen';
import { renderWithProviders } from './testing/render';

interface Row {
  id: string;
  name: string;
  team: string;
}

const rows: Row[] = [
  { id: '1', name: 'Kiss Bence', team: 'Bulls' },
  { id: '2', name: 'Nagy Ádám', team: 'Wolves' },
];

const COLUMNS: Array<TableColumn<Row>> = [{ key: 'name', header: 'Name' }];
const ROWS: Row[] = [
  { id: '1', name: 'Budapest Bulls', team: 'Bulls' },
  { id: '2', name: 'Szeged Sharks', team: 'Sharks' },
];

/** jsdom lays nothing out: the scroller's content is made `contentWidth` wide in a 300 px wide box. */
function layOut(contentWidth: number): () => void {
  const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  // As a browser's: each observed element is reported once laid out (jsdom's never reports, as nothing resizes).
  const silent = window.ResizeObserver;
  window.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element): void {
      queueMicrotask(() => this.report([{ target } as ResizeObserverEntry], this));
    }
    unobserve(): void {}
    disconnect(): void {}
  };
  return () => {
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
    window.ResizeObserver = silent;
  };
}

describe('Table', () => {
  it('when columns are pinned, then their header and cells are marked to stay in view at their side', async () => {
    const columns: Array<TableColumn<Row>> = [
      { key: 'name', header: 'Name', pin: 'start' },
      { key: 'team', header: 'Team' },
      { key: 'pick', header: 'Pick', pin: 'end', render: () => <button type="button">Pick</button> },
    ];
    await renderWithProviders(<Table columns={columns} rows={rows} rowKey={(row) => row.id} />);

    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('data-pin'))).toEqual(['start', null, 'end']);
    const [first] = screen.getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-pin')),
    ).toEqual(['start', null, 'end']);
  });

  it('when rows become cards on phones, then each cell carries its column name and the table keeps its roles', async () => {
    const columns: Array<TableColumn<Row>> = [
      { key: 'name', header: 'Name' },
      { key: 'team', header: <em>Team</em> },
    ];
    await renderWithProviders(<Table columns={columns} rows={rows} rowKey={(row) => row.id} cardsOnPhones />);

    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('role', 'table');
    const cells = within(table).getAllByRole('cell');
    // A header that is not plain text gives no label rather than "[object Object]".
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', null, 'Name', null]);
    expect(cells[0]).toHaveTextContent('Kiss Bence');
  });

  it("when a card's columns are its title, facts and actions, then only the facts carry their column names", async () => {
    const columns: Array<TableColumn<Row>> = [
      { key: 'name', header: 'Name', card: 'title' },
      { key: 'team', header: 'Team', card: 'fact' },
      { key: 'id', header: 'Number', card: 'fact', numeric: true },
      { key: 'action', header: 'Action', card: 'actions', render: () => <button type="button">Open</button> },
    ];
    await renderWithProviders(
      <Table columns={columns} rows={rows.slice(0, 1)} rowKey={(row) => row.id} cardsOnPhones />,
    );

    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-card'))).toEqual(['title', 'fact', 'fact', 'actions']);
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Team', 'Number', null]);
  });

  it('when rows do not become cards, then no cell is marked for one', async () => {
    const columns: Array<TableColumn<Row>> = [{ key: 'name', header: 'Name', card: 'title' }];
    await renderWithProviders(<Table columns={columns} rows={rows.slice(0, 1)} rowKey={(row) => row.id} />);

    const cell = within(screen.getByRole('table')).getAllByRole('cell')[0];
    expect(cell).not.toHaveAttribute('data-card');
    expect(cell).not.toHaveAttribute('data-label');
  });

  it.each([
    ['wider than its box, then the scroller is a named tab stop', 900, 'Table (scrolls)', '0'],
    ['as wide as its box, then the scroller takes no focus', 300, null, null],
  ])('when the table is %s', async (_, contentWidth, name, tabIndex) => {
    const restore = layOut(contentWidth);
    try {
      const { container } = await renderWithProviders(<Table columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
      const scroller = container.querySelector('table')!.parentElement!;
      // The observer's first report.
      await act(() => Promise.resolve());
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
      expect(await screen.findByRole('group', { name: 'Teams of the league' })).toHaveAttribute('tabindex', '0');
    } finally {
      restore();
    }
  });
});

describe('Table on phones', () => {
  const columns: Array<TableColumn<Row>> = [
    { key: 'name', header: 'Name' },
    { key: 'team', header: 'Team', secondary: true },
    { key: 'id', header: 'Points', numeric: true },
  ];

  it('when a column is secondary, then its cells are marked for phones to leave out and "More columns" shows them', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Table columns={columns} rows={rows} rowKey={(row) => row.id} />);

    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.hasAttribute('data-secondary'))).toEqual([false, true, false]);
    const toggle = screen.getByRole('button', { name: 'More columns' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('table').id);

    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Fewer columns' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('when the screen is a phone, then the secondary columns are not rendered until "More columns" asks for them', () =>
    onAPhone(async () => {
      const user = userEvent.setup();
      await renderWithProviders(<Table columns={columns} rows={rows} rowKey={(row) => row.id} />);
      const cellsOfFirstRow = () =>
        within(screen.getAllByRole('row')[1]!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);

      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Points']);
      expect(cellsOfFirstRow()).toEqual([rows[0]!.name, rows[0]!.id]);
      await user.click(screen.getByRole('button', { name: 'More columns' }));

      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Name',
        'Team',
        'Points',
      ]);
      expect(cellsOfFirstRow()).toEqual([rows[0]!.name, rows[0]!.team, rows[0]!.id]);
    }));

  it('when no column is secondary, then there is nothing to show more of', async () => {
    await renderWithProviders(
      <Table columns={[{ key: 'name', header: 'Name' }]} rows={rows} rowKey={(row) => row.id} />,
    );

    expect(screen.queryByRole('button', { name: 'More columns' })).not.toBeInTheDocument();
  });

  it('when a column is numeric, then its header and cells are marked to line up as figures', async () => {
    await renderWithProviders(<Table columns={columns} rows={rows} rowKey={(row) => row.id} />);

    const [first] = screen.getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.hasAttribute('data-numeric')),
    ).toEqual([false, false, true]);
    expect(screen.getByRole('columnheader', { name: 'Points' })).toHaveAttribute('data-numeric');
  });
});
