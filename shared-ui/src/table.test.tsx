import { screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './table';
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
});
