import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldsFromIssues } from './issues';
import { highlightActiveInput, highlightCopyInput, highlightDayInput, highlightListQuery, highlightReorderInput, highlightUpsertInput } from './highlights';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : fieldsFromIssues(result.error.issues);
}

describe('highlightUpsertInput', () => {
  it('takes query-string text as well as JSON values', () => {
    expect(highlightUpsertInput.parse({ date: '2031-03-14', itemId: '12', position: '3', tagOverride: ' Tonight ', active: 'false' })).toEqual({
      date: '2031-03-14',
      itemId: 12,
      position: 3,
      tagOverride: 'Tonight',
      active: false,
    });
  });

  it('leaves the fields that were not given out (so the stored values stay), and turns an empty tag into null', () => {
    expect(highlightUpsertInput.parse({ date: '2031-03-14', itemId: 12 })).toStrictEqual({ date: '2031-03-14', itemId: 12 });
    expect(highlightUpsertInput.parse({ date: '2031-03-14', itemId: 12, tagOverride: '' }).tagOverride).toBeNull();
  });

  it('names each bad field', () => {
    expect(errorsOf(highlightUpsertInput, {})).toEqual({ date: 'Date is required.', itemId: expect.stringContaining('Item') });
    expect(Object.keys(errorsOf(highlightUpsertInput, { date: '2031-02-30', itemId: 'x', position: -1, tagOverride: 'x'.repeat(61), active: 'maybe' }) ?? {}).sort()).toEqual([
      'active',
      'date',
      'itemId',
      'position',
      'tagOverride',
    ]);
  });
});

describe('highlightReorderInput', () => {
  it('reads the JSON list and the query form "5:1,7:2" alike', () => {
    const expected = { date: '2031-03-14', positions: [{ id: 5, position: 1 }, { id: 7, position: 2 }] };
    expect(highlightReorderInput.parse({ date: '2031-03-14', positions: ' 5:1, 7:2 ' })).toEqual(expected);
    expect(highlightReorderInput.parse({ date: '2031-03-14', positions: [{ id: 5, position: 1 }, { id: '7', position: '2' }] })).toEqual(expected);
  });

  it('refuses a missing, empty or malformed list, naming positions', () => {
    for (const positions of [undefined, '', [], '5', '5:x', 'a:1', [{ id: 5 }]]) {
      const fields = errorsOf(highlightReorderInput, { date: '2031-03-14', positions });
      expect(Object.keys(fields ?? {}).every((key) => key.startsWith('positions')), JSON.stringify(positions)).toBe(true);
      expect(fields, JSON.stringify(positions)).not.toBeNull();
    }
  });
});

describe('highlightCopyInput', () => {
  it('drops repeated target dates and refuses copying a day onto itself, naming to', () => {
    expect(highlightCopyInput.parse({ from: '2031-03-14', to: ['2031-03-15', '2031-03-15'] }).to).toEqual(['2031-03-15']);
    expect(errorsOf(highlightCopyInput, { from: '2031-03-14', to: ['2031-03-14'] })).toEqual({ to: 'To must not include the day copied from.' });
    expect(errorsOf(highlightCopyInput, { from: '2031-03-14', to: [] })).toEqual({ to: 'To must name at least one date.' });
    expect(errorsOf(highlightCopyInput, { from: '2031-03-14', to: ['soon'] })).toEqual({ 'to.0': expect.stringContaining('To') });
  });
});

describe('other highlight inputs', () => {
  it('list: date optional, paging defaults', () => {
    expect(highlightListQuery.parse({})).toEqual({ page: 0, size: 20 });
    expect(errorsOf(highlightListQuery, { date: 'today' })).toEqual({ date: expect.stringContaining('Date') });
  });

  it('setActive: needs the flag', () => {
    expect(errorsOf(highlightActiveInput, { id: 4 })).toEqual({ value: 'Value must be true or false.' });
  });
});

describe('highlightDayInput', () => {
  it('takes a date, or none (the server then answers for the bar’s today)', () => {
    expect(highlightDayInput.parse({ date: '2031-03-14' })).toEqual({ date: '2031-03-14' });
    expect(highlightDayInput.parse({})).toStrictEqual({});
  });

  it('refuses a date that is not a real YYYY-MM-DD, naming date', () => {
    for (const date of ['2031-02-30', 'today', '', 20310314]) expect(errorsOf(highlightDayInput, { date }), String(date)).toEqual({ date: expect.stringContaining('Date') });
  });
});
