import { describe, expect, it } from 'vitest';
import { describeFilter, isFiltered, parseContactListSearch } from './contact-list-search';

describe('parseContactListSearch', () => {
  it('keeps a known status (any case), the search, the page and an offered size', () => {
    expect(parseContactListSearch({ status: 'new', q: ' paella ', page: '2', size: '50' })).toEqual({ status: 'NEW', q: 'paella', page: 2, size: 50 });
    expect(parseContactListSearch({ status: 'CLOSED' })).toEqual({ status: 'CLOSED' });
  });
  it('drops what the inbox would not understand, so its defaults apply', () => {
    expect(parseContactListSearch({ status: 'SPAM', page: '-3', size: '33', q: '  ' })).toEqual({});
    expect(parseContactListSearch({ status: ['NEW'], size: 20 })).toEqual({ size: 20 });
  });
});

describe('describeFilter', () => {
  it('names the messages a filter keeps', () => {
    expect(describeFilter({})).toBe('all messages');
    expect(describeFilter({ status: 'NEW' })).toBe('new messages');
    expect(describeFilter({ status: 'CLOSED', q: 'paella' })).toBe('closed messages matching “paella”');
    expect(describeFilter({ q: 'ana@example.com' })).toBe('all messages matching “ana@example.com”');
  });
  it('knows a filtered inbox from the whole one', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: 'x' })).toBe(true);
    expect(isFiltered({ status: 'CONTACTED' })).toBe(true);
  });
});
