import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../server/lib/csv.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+250788123456', "'+250788123456"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("x"), y', `"'=HYPERLINK(""x""), y"`],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as they are (a negative number stays a number) and nothing for missing values', () => {
    expect(csvCell(2900)).toBe('2900');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['ISK-000001', 2, 'a,b'])).toBe('ISK-000001,2,"a,b"\r\n');
  });
});
