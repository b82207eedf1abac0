import { csvCell, csvLine } from '../csv';

describe('a cell of the audit log export', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+31 20 555 0100', "'+31 20 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['Ann = Anne', 'Ann = Anne'],
    ['\uFF1DSUM(A1:A9)', "'\uFF1DSUM(A1:A9)"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFE62cmd', "'\uFE62cmd"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['\uFF0D2+3', "'\uFF0D2+3"],
    ['Ｏｌｉｖｉａ', 'Ｏｌｉｖｉａ'],
  ])('%j opens in a spreadsheet as text, not a formula: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('is quoted when it holds a quote, a comma or a line break, its quotes doubled (RFC 4180)', () => {
    expect(csvCell('Smith, Jones & "Partners"')).toBe('"Smith, Jones & ""Partners"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves an empty value empty and ends a row with CRLF', () => {
    expect(csvLine(['a', null, undefined, 'b'])).toBe('a,,,b\r\n');
  });
});
