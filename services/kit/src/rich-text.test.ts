import { richTextIsEmpty, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
    ['<p style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('when the HTML is %s, then what could run or restyle the page goes: %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('when the HTML is ordinary formatting with links and our own pictures, then it stays as written', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="https://hfl.hu/x">link</a></p>' +
      '<ul><li>one</li></ul><p><img src="/api/files/abc" alt="Logo" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("when the HTML holds a table (the site's own posts have some), then it stays, spans included", () => {
    const html = '<table><tbody><tr><th colspan="2">Week 1</th></tr><tr><td>A</td><td>B</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('when a link opens a new tab, then it gets rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://a.hu" target="_blank">a</a>')).toBe(
      '<a href="https://a.hu" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});

describe('richTextIsEmpty', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p>&nbsp; </p><p><br></p>', true],
    ['<p><script>x</script></p>', true],
    ['<p>a</p>', false],
    ['<p><img src="/api/files/abc"></p>', false],
  ])('when the HTML is %j, then empty is %s', (html, empty) => {
    expect(richTextIsEmpty(html)).toBe(empty);
  });
});
