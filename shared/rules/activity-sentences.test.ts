import { describe, expect, it } from 'vitest';
import { messages as en } from '../i18n/admin/en';
import { messages as es } from '../i18n/admin/es';
import { fillValues } from '../i18n/fill-values';
import { changeSentence, clause, dayName, logDate, named, writeSentence, type LogWords, type Sentence } from './activity-sentences';

const words = (lang: 'en' | 'es', catalog: Readonly<Record<string, string>>): LogWords => ({ lang, t: (key, values) => fillValues(catalog[key] ?? key, values) });
const english = words('en', en);
const spanish = words('es', es);
const say = (sentence: Sentence | null, in_: LogWords = english) => (sentence ? writeSentence(sentence, in_) : null);
const fields = (...terms: string[]) => terms.map((term) => ({ term }));

describe('activity sentences', () => {
  it('spells a price change out from old to new, always with cents', () => {
    expect(say(changeSentence({ name: 'Patatas Bravas', price: { from: 11, to: 12 }, fields: [] }))).toBe('Changed the price of "Patatas Bravas" from $11.00 to $12.00');
    expect(say(changeSentence({ name: 'Vermut', price: { from: '7.5', to: 8.25 }, fields: [] }))).toBe('Changed the price of "Vermut" from $7.50 to $8.25');
  });

  it('marks a switch in its own words', () => {
    expect(say(changeSentence({ name: 'Pulpo a la Gallega', marked: ['unavailable'], fields: [] }))).toBe('Marked "Pulpo a la Gallega" unavailable');
    expect(say(changeSentence({ name: 'Pulpo', marked: ['available', 'featured'], fields: [] }))).toBe('Marked "Pulpo" available and featured');
  });

  it('lists several changed fields in one sentence', () => {
    expect(say(changeSentence({ name: 'Croquetas', fields: fields('description', 'photo') }))).toBe('Changed the description and photo of "Croquetas"');
    expect(say(changeSentence({ name: 'Croquetas', fields: fields('description', 'photo', 'allergens') }))).toBe('Changed the description, photo and allergens of "Croquetas"');
    expect(say(changeSentence({ name: 'Croquetas', fields: fields('photo', 'photo') }))).toBe('Changed the photo of "Croquetas"');
    expect(say(changeSentence({ name: 'Croquetas', fields: [{ term: 'description', lang: 'es' }] }))).toBe('Changed the Spanish description of "Croquetas"');
  });

  it('keeps the price spelled out beside other fields', () => {
    expect(say(changeSentence({ name: 'Patatas Bravas', price: { from: 11, to: 12 }, fields: fields('description') }))).toBe(
      'Changed the price of "Patatas Bravas" from $11.00 to $12.00, and its description',
    );
  });

  it('names a renamed record by its old name first, then "it"', () => {
    expect(say(changeSentence({ name: 'Bravas', renamedTo: 'Patatas Bravas', fields: [] }))).toBe('Renamed "Bravas" to "Patatas Bravas"');
    expect(say(changeSentence({ name: 'Bravas', renamedTo: 'Patatas Bravas', marked: ['unavailable'], price: { from: 11, to: 12 }, fields: fields('photo') }))).toBe(
      'Renamed "Bravas" to "Patatas Bravas", marked it unavailable and changed its price from $11.00 to $12.00, and its photo',
    );
    expect(say(changeSentence({ name: 'Pulpo', marked: ['available'], fields: fields('description') }))).toBe('Marked "Pulpo" available and changed its description');
  });

  it('says nothing when nothing a person cares about changed', () => {
    expect(changeSentence({ name: 'Pulpo', fields: [] })).toBeNull();
    expect(changeSentence({ name: 'Pulpo', renamedTo: 'Pulpo', fields: [] })).toBeNull();
  });

  it('writes the same data in Spanish for a Spanish reader: names, prices, dates, days and languages in it', () => {
    expect(say(changeSentence({ name: 'Patatas Bravas', price: { from: 11, to: 12 }, fields: fields('description') }), spanish)).toBe(
      'Cambió el precio de «Patatas Bravas» de $11.00 a $12.00, y también la descripción',
    );
    expect(say(changeSentence({ name: 'Pulpo a la Gallega', marked: ['unavailable'], fields: [] }), spanish)).toBe('Marcó «Pulpo a la Gallega» como no disponible');
    expect(say(changeSentence({ name: 'Croquetas', fields: [{ term: 'description', lang: 'es' }, { term: 'photo' }] }), spanish)).toBe('Cambió la descripción en español y la foto de «Croquetas»');
    expect(say([clause('added', { noun: { term: 'dish' }, name: named('Croquetas') })], spanish)).toBe('Añadió el plato «Croquetas»');
    expect(say([clause('hoursFor', { day: { day: 'FRI' } })], spanish)).toBe('Cambió el horario del viernes');
    expect(say([clause('ownLanguageChanged', { language: { language: 'es' } })], spanish)).toBe('Cambió su idioma a español');
    expect(say([clause('ownLanguageChanged', { language: { language: 'es' } })])).toBe('Changed their language to Spanish');
    expect(say([clause('memberDeactivated', { name: named('Ana') }), clause('roleChanged', { name: named('Ana'), from: { term: 'role staff' }, to: { term: 'role manager' } })], spanish)).toBe(
      'Desactivó a «Ana» y cambió el rol de «Ana» de personal a encargado',
    );
  });

  it('has the small words right', () => {
    expect(say([clause('changedEach', { fields: { terms: fields('policies', 'About story'), each: true } })])).toBe('Changed the policies and the About story');
    expect(say([clause('priceOf', { name: named('X'), from: { price: null }, to: { price: 4 } })])).toBe('Changed the price of "X" from no price to $4.00');
    expect(logDate('2026-11-26')).toBe('Thu 26 Nov 2026');
    expect(logDate('2026-11-26', 'es')).toBe('jue 26 de nov de 2026');
    expect(dayName('FRI')).toBe('Friday');
    expect(dayName('MON', 'es')).toBe('lunes');
  });

  it('has a Spanish sentence and word for every one the English catalog has', () => {
    const logKeys = (catalog: Readonly<Record<string, string>>) => Object.keys(catalog).filter((key) => key.startsWith('log.')).sort();
    expect(logKeys(es)).toEqual(logKeys(en));
  });
});
