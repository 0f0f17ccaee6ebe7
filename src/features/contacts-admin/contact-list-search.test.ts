import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import type { AdminTranslate } from '../../i18n/admin-language';
import { describeFilter, isFiltered, parseContactListSearch } from './contact-list-search';

const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);
const inEnglish = translate(en);
const inSpanish = translate(es);

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
    expect(describeFilter({}, inEnglish)).toBe('all messages');
    expect(describeFilter({ status: 'NEW' }, inEnglish)).toBe('new messages');
    expect(describeFilter({ status: 'CLOSED', q: 'paella' }, inEnglish)).toBe('closed messages matching “paella”');
    expect(describeFilter({ q: 'ana@example.com' }, inEnglish)).toBe('all messages matching “ana@example.com”');
  });
  it('names them in the admin\'s language', () => {
    expect(describeFilter({}, inSpanish)).toBe('todos los mensajes');
    expect(describeFilter({ status: 'CLOSED', q: 'paella' }, inSpanish)).toBe('los mensajes cerrados que contienen «paella»');
  });
  it('knows a filtered inbox from the whole one', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: 'x' })).toBe(true);
    expect(isFiltered({ status: 'CONTACTED' })).toBe(true);
  });
});
