import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it.each([
    ['=HYPERLINK("http://x.example","y")', `"'=HYPERLINK(""http://x.example"",""y"")"`],
    ['+36 1 234', `"'+36 1 234"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['  =1+1', `"'  =1+1"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
    ['\tcmd', `"'\tcmd"`],
  ])('when a text would run as a formula (%s), then it is defused and quoted', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('when a text holds a semicolon or a comma, then it stays one cell in every locale', () => {
    expect(csvCell('Kovács; Nagy')).toBe('"Kovács; Nagy"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"\r\nbye')).toBe('"say ""hi""\r\nbye"');
  });

  it('when a value is a number, then it is written as it is, a negative one too', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('when rows are written, then the file starts with the BOM and ends its lines with CRLF', () => {
    expect(
      toCsv([
        ['név', 'ligák'],
        ['Ákos', 2],
      ]),
    ).toBe('\uFEFF"név","ligák"\r\n"Ákos",2\r\n');
  });
});
