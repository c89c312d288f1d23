import ExcelJS from 'exceljs';
import { declaredInflatedBytes, readPasted } from './read-table';

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Round').addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

describe('declaredInflatedBytes', () => {
  it("when a workbook's zip is read, then the sizes its directory declares are summed before anything is inflated", async () => {
    const book = await workbookOf([
      ['Club', 'Number', 'TD'],
      ['Wolves', 7, 1],
    ]);
    let entries = 0;
    let declared = 0;
    for (let at = book.indexOf(ENTRY); at >= 0; at = book.indexOf(ENTRY, at + 4)) {
      entries++;
      declared += book.readUInt32LE(at + 24);
      book.writeUInt32LE(100 * 1024 * 1024, at + 24);
    }

    expect(entries).toBeGreaterThan(5);
    expect(declared).toBeLessThan(64 * 1024);
    expect(declaredInflatedBytes(book)).toBe(entries * 100 * 1024 * 1024);
  });

  it('when the bytes have no zip directory, then null', () => {
    expect(declaredInflatedBytes(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]))).toBeNull();
  });
});

describe('readPasted', () => {
  it('when cells are pasted with quotes, blank lines and Windows line ends, then rows keep their line numbers and quoted text', () => {
    const table = readPasted('Club\tPlayer\r\n\r\n"Győri ""Sasok"""\tKovács\r\nWolves\t"Wes\tWolf"\r\n');

    expect(table.rows.map((row) => [row.row, row.cells.map((cell) => cell.text)])).toEqual([
      [1, ['Club', 'Player']],
      [3, ['Győri "Sasok"', 'Kovács']],
      [4, ['Wolves', 'Wes\tWolf']],
    ]);
  });
});
