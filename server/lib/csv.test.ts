import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvCell } from './csv';

/** One cell as it is written: a one-column file without its header row and its line end. */
const csvField = (value: CsvCell) => toCsv(['h'], [[value]]).slice('h\r\n'.length, -'\r\n'.length);

/**
 * A reader that ends a record at any line break outside quotes (CRLF, LF or CR, as spreadsheets do) and refuses a
 * stray quote or a short row: a field reads back whole only when the writer quoted it.
 */
const parseCsv = (text: string): string[][] => parse(text, { record_delimiter: ['\r\n', '\n', '\r'] });

describe('a cell', () => {
  it('writes plain text as it is', () => {
    expect(csvField('Ana')).toBe('Ana');
    expect(csvField('a table for two')).toBe('a table for two');
    expect(csvField(42)).toBe('42');
    expect(csvField(true)).toBe('true');
  });

  it('quotes fields holding a quote, a comma, CR or LF, and doubles the quotes', () => {
    expect(csvField('Hello, world')).toBe('"Hello, world"');
    expect(csvField('She said "hola"')).toBe('"She said ""hola"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvField('"')).toBe('""""');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1 781 555 0100', "'+1 781 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    [-5, "'-5"],
    ['＝1+1', "'＝1+1"],
    ['＋34 600', "'＋34 600"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
  ])('puts a quote mark before a formula: %j → %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves the formula characters alone when they are not first', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('ana@example.com')).toBe('ana@example.com');
    expect(csvField(' =1')).toBe(' =1');
  });

  it('guards the header row as well', () => {
    expect(toCsv(['=cmd', 'ok'], [])).toBe("'=cmd,ok\r\n");
  });

  it('writes null, undefined and empty text as an empty field', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('writes dates as ISO-8601 UTC instants', () => {
    expect(csvField(new Date('2026-11-22T18:30:00-05:00'))).toBe('2026-11-22T23:30:00.000Z');
  });

  it('keeps unicode as it is (accents, ñ, emoji, other scripts)', () => {
    for (const text of ['Lucía Fernández', 'Año nuevo 🎉', 'Ξένος', '日本語']) expect(csvField(text)).toBe(text);
  });
});

describe('toCsv', () => {
  it('ends every line, the header and the last record too, with CRLF', () => {
    expect(toCsv(['id', 'name'], [[1, 'Ana'], [2, 'Jordi']])).toBe('id,name\r\n1,Ana\r\n2,Jordi\r\n');
  });

  it('writes only the header row when there are no records', () => {
    expect(toCsv(['id', 'name'], [])).toBe('id,name\r\n');
  });

  it('keeps a record with empty cells at its full width', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, '', undefined]])).toBe('a,b,c\r\n,,\r\n');
  });

  it('reads back as the same fields, whatever they hold', () => {
    const nasty = ['Hello, "friend"', 'line\r\nbreak', 'lone\nLF', 'lone\rCR', 'Ñandú 🍷', '', 'x,y,z'];
    const parsed = parseCsv(toCsv(['n', 'text'], nasty.map((text, n) => [n, text])));
    expect(parsed).toEqual([['n', 'text'], ...nasty.map((text, n) => [String(n), text])]);
  });

  it('reads back guarded cells with only the leading quote mark added', () => {
    const parsed = parseCsv(toCsv(['cell'], [['=1+1'], ['-1'], ['@x,y']]));
    expect(parsed.slice(1)).toEqual([["'=1+1"], ["'-1"], ["'@x,y"]]);
  });
});
