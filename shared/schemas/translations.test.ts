import { describe, expect, it } from 'vitest';
import { fieldsFromIssues } from './issues';
import { langQuery, optionalTranslationsInput, translationsInput } from './translations';

const schema = translationsInput({ title: { label: 'Title', max: 10 }, policies: { label: 'Policies', max: 8, list: 2 } });

function fields(value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : fieldsFromIssues(result.error.issues);
}

describe('translationsInput: an entity\'s translations from its translatable fields and their limits', () => {
  it('keeps the translations given, trimmed, and drops empty ones', () => {
    expect(schema.parse({ es: { title: ' Hola ', policies: ['Uno', ''] } })).toEqual({ es: { title: 'Hola', policies: ['Uno'] } });
    expect(schema.parse({ es: { title: '' } })).toEqual({});
    expect(schema.parse({ es: { title: null } })).toEqual({});
    expect(schema.parse({ es: null })).toEqual({});
  });

  it('reads missing or null as no translation at all', () => {
    expect(schema.parse(undefined)).toEqual({});
    expect(schema.parse(null)).toEqual({});
  });

  it('refuses a language the site does not speak, naming translations.<code>', () => {
    expect(fields({ fr: { title: 'Bonjour' } })).toEqual({ fr: '"fr" is not a language of the site: translations are for es.' });
    expect(fields({ en: { title: 'Hello' } })).toEqual({ en: '"en" is the record\'s own language: its text is the record\'s fields.' });
  });

  it('refuses a field that takes no translation, naming it', () => {
    expect(fields({ es: { badge: 'Nuevo' } })).toEqual({ 'es.badge': '"badge" takes no translation: translatable fields are title, policies.' });
  });

  it('holds a translation to its field\'s limit, naming the field', () => {
    expect(fields({ es: { title: 'x'.repeat(11) } })).toEqual({ 'es.title': 'Spanish title must be at most 10 characters.' });
    expect(schema.safeParse({ es: { title: 'x'.repeat(10) } }).success).toBe(true);
    expect(fields({ es: { policies: ['a', 'b', 'c'] } })).toEqual({ 'es.policies': 'Spanish policies may have at most 2 entries.' });
    expect(fields({ es: { policies: ['x'.repeat(9)] } })).toEqual({ 'es.policies.0': 'Spanish policies must be at most 8 characters.' });
  });

  it('refuses what is not text, and a NUL character', () => {
    expect(fields({ es: { title: 3 } })).toEqual({ 'es.title': 'Spanish title must be text.' });
    expect(fields({ es: { title: 'a\u0000b' } })).toEqual({ 'es.title': 'Spanish title must not contain a NUL character.' });
    expect(schema.safeParse('es').error?.issues[0]?.message).toBe('Translations must be an object by language: { "es": { "<field>": "…" } }.');
    expect(fields({ es: 'Hola' })).toEqual({ es: 'Spanish translations must be an object of fields: { "<field>": "…" }.' });
  });
});

describe('optionalTranslationsInput: a change that keeps what it leaves out', () => {
  const partial = optionalTranslationsInput({ name: { label: 'Name', max: 5 } });
  it('leaves missing as undefined, clears on null, validates the rest', () => {
    expect(partial.parse(undefined)).toBeUndefined();
    expect(partial.parse(null)).toEqual({});
    expect(partial.parse({ es: { name: 'Carne' } })).toEqual({ es: { name: 'Carne' } });
    expect(partial.safeParse({ fr: {} }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fr']);
  });
});

describe('langQuery', () => {
  it('takes en or es, default none (the services read English), and names lang otherwise', () => {
    expect(langQuery.parse({ lang: 'es' })).toEqual({ lang: 'es' });
    expect(langQuery.parse({})).toEqual({});
    expect(fieldsFromIssues(langQuery.safeParse({ lang: 'fr' }).error!.issues)).toEqual({ lang: 'Lang must be one of en, es.' });
    expect(langQuery.safeParse({ lang: ['es', 'en'] }).success).toBe(false);
  });
});
