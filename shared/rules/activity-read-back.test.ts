import { describe, expect, it } from 'vitest';
import { messages as en } from '../i18n/admin/en';
import { messages as es } from '../i18n/admin/es';
import { fillValues } from '../i18n/fill-values';
import { readBackSentence } from './activity-read-back';
import { changeSentence, clause, named, writeSentence, type LogWords, type Sentence } from './activity-sentences';

const words = (lang: 'en' | 'es', catalog: Readonly<Record<string, string>>): LogWords => ({ lang, t: (key, values) => fillValues(catalog[key] ?? key, values) });
const english = words('en', en);
const spanish = words('es', es);
const fields = (...terms: string[]) => terms.map((term) => ({ term }));

/** Sentences as the describers make them: every kind of value, one clause and several. */
const SENTENCES: Sentence[] = [
  changeSentence({ name: 'Patatas Bravas', price: { from: 11, to: 12 }, fields: [] })!,
  changeSentence({ name: 'Pulpo a la Gallega', marked: ['unavailable'], fields: [] })!,
  changeSentence({ name: 'Pulpo', marked: ['available', 'featured'], fields: [] })!,
  changeSentence({ name: 'Croquetas', fields: fields('description', 'photo', 'allergens') })!,
  changeSentence({ name: 'Croquetas', fields: [{ term: 'description', lang: 'es' }, { term: 'photo' }] })!,
  changeSentence({ name: 'Patatas Bravas', price: { from: 11, to: 12 }, fields: fields('description') })!,
  changeSentence({ name: 'Bravas', renamedTo: 'Patatas Bravas', marked: ['unavailable'], price: { from: 11, to: 12 }, fields: fields('photo') })!,
  changeSentence({ name: 'Bravas, y más', renamedTo: 'Bravas and more', fields: [] })!,
  [clause('added', { noun: { term: 'menu category' }, name: named('Tapas frías') })],
  [clause('hoursFor', { day: { day: 'FRI' } })],
  [clause('specialAdded', { date: { date: '2026-12-24' }, hours: '12:00–15:00, 17:00–21:00' })],
  [clause('specialAdded', { date: { date: '2026-11-26' }, hours: { term: 'closed' } })],
  [clause('messageMarked', { name: named('Ana'), status: { term: 'status closed' } }), clause('notesClearedIt')],
  [clause('changedFromTo', { field: { term: 'phone' }, from: named('(781) 555-0142'), to: named('(781) 555-0199') }), clause('changedEach', { fields: { terms: fields('policies', 'About story'), each: true } })],
  [clause('roleChanged', { name: named('Ana'), from: { term: 'role staff' }, to: { term: 'role manager' } }), clause('memberDeactivated', { name: named('Ana') })],
  [clause('tagNamed', { tag: named('desserts'), language: { language: 'es' }, name: named('postres') })],
  [clause('priceOf', { name: named('X'), from: { price: null }, to: { price: 4 } })],
  [clause('signedIn')],
];

describe('reading back an entry that has only its English sentence', () => {
  it.each(SENTENCES.map((sentence) => [writeSentence(sentence, english), sentence] as const))('reads "%s" back into what it was written from', (summary, sentence) => {
    expect(readBackSentence(summary, en)).toEqual(sentence);
  });

  it('so an old entry reads in Spanish like a new one', () => {
    const read = readBackSentence('Changed the price of "Patatas Bravas" from $11.00 to $12.00, and its description', en);
    expect(writeSentence(read!, spanish)).toBe('Cambió el precio de «Patatas Bravas» de $11.00 a $12.00, y también la descripción');
  });

  it('leaves a sentence it cannot read whole as it was written', () => {
    expect(readBackSentence('Did something nobody wrote a sentence for', en)).toBeNull();
    expect(readBackSentence('Changed the flavour of "Croquetas"', en)).toBeNull();
  });
});
