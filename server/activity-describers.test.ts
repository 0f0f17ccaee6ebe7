// Each domain's sentences, called as the recorder calls them (no database): what a manager reads for each change.
import { describe, expect, it } from 'vitest';
import type { ActivityDescriber, RecordChange } from './activity-log/describer';
import { writeSentence } from '../shared/rules/activity-sentences';
import { RECORDED_WORDS } from './i18n/log-words';
import { ACTIVITY_DESCRIBERS } from './features';

const ANA = { id: 2, name: 'Ana Ruiz' };
const OLIVIA = { id: 1, name: 'Olivia' };

function describer(kind: string): ActivityDescriber {
  const found = ACTIVITY_DESCRIBERS.find((d) => d.kind === kind);
  if (!found) throw new Error(`no describer for ${kind}`);
  return found;
}

/** The description, its sentence written as the log records it (in English). */
function say(kind: string, change: Partial<RecordChange<unknown>> & { record: unknown }) {
  const description = describer(kind).describe({ type: 'update', changed: new Set(), before: {}, actor: OLIVIA, ...change });
  return description ? { ...description, summary: writeSentence(description.summary, RECORDED_WORDS) } : null;
}

const update = (kind: string, record: Record<string, unknown>, before: Record<string, unknown>, actor: typeof ANA | null = OLIVIA) =>
  say(kind, { record, before, changed: new Set(Object.keys(before)), actor });

describe('activity describers', () => {
  it('have one describer per kind', () => {
    const kinds = ACTIVITY_DESCRIBERS.map((d) => d.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('dishes and drinks: added, deleted, price, availability, several fields, nothing', () => {
    const dish = { id: 4, name: 'Patatas Bravas', price: 12, available: true, featured: false };
    expect(say('dish', { type: 'create', record: dish })?.summary).toBe('Added the dish "Patatas Bravas"');
    expect(say('drink', { type: 'delete', record: { ...dish, name: 'Albariño' } })?.summary).toBe('Deleted the drink "Albariño"');
    expect(update('dish', dish, { price: '11.00' })?.summary).toBe('Changed the price of "Patatas Bravas" from $11.00 to $12.00');
    expect(update('dish', { ...dish, available: false }, { available: true })?.summary).toBe('Marked "Patatas Bravas" unavailable');
    expect(update('dish', dish, { description: 'old', image: '/a.jpg', imageWebp: '/a.webp' })?.summary).toBe('Changed the description and photo of "Patatas Bravas"');
    expect(update('dish', dish, { updatedAt: new Date(), searchText: 'x' })).toBeNull();
  });

  it('categories and offers', () => {
    expect(update('menu-category', { name: 'Tapas frías' }, { name: 'Tapas' })?.summary).toBe('Renamed "Tapas" to "Tapas frías"');
    expect(say('drink-category', { type: 'create', record: { name: 'Vinos' } })?.summary).toBe('Added the drinks category "Vinos"');
    const offer = { title: 'Happy Hour', active: true };
    expect(say('offer', { type: 'delete', record: offer })?.summary).toBe('Deleted the offer "Happy Hour"');
    expect(update('offer', offer, { validFrom: null, validTo: null, daysOfWeek: '' })?.summary).toBe('Changed the dates and days of "Happy Hour"');
  });

  it('hours and special dates', () => {
    expect(update('hours', { day: 'FRI', opens: '17:00', closes: '23:00' }, { closes: '22:00' })?.summary).toBe('Changed the hours for Friday');
    expect(say('special-date', { type: 'create', record: { date: '2026-11-26', closed: true } })?.summary).toBe('Added special hours for Thu 26 Nov 2026 (closed)');
    expect(say('special-date', { type: 'create', record: { date: '2026-12-24', closed: false, opens: '12:00', closes: '15:00', secondOpens: '17:00', secondCloses: '21:00' } })?.summary).toBe(
      'Added special hours for Thu 24 Dec 2026 (12:00–15:00, 17:00–21:00)',
    );
    expect(say('special-date', { type: 'delete', record: { date: '2026-11-26' } })?.summary).toBe('Removed the special hours for Thu 26 Nov 2026');
  });

  it('translations: the field named after its language, beside the other changes', () => {
    const dish = { id: 4, name: 'Pulpo a la Gallega', price: 18, available: true, featured: false, translations: '{"es":{"description":"Pulpo, pimentón y aceite."}}' };
    expect(update('dish', dish, { translations: null })?.summary).toBe('Changed the Spanish description of "Pulpo a la Gallega"');
    expect(update('dish', { ...dish, translations: '{"es":{"name":"Pulpo á feira"}}' }, { translations: dish.translations, description: 'old' })?.summary).toBe(
      'Changed the description, Spanish name and Spanish description of "Pulpo a la Gallega"',
    );
    // Saved again unchanged: nothing to say.
    expect(update('dish', dish, { translations: dish.translations })).toBeNull();
    expect(update('offer', { title: 'Happy Hour', active: true, translations: '{"es":{"title":"Hora feliz"}}' }, { translations: null })?.summary).toBe('Changed the Spanish title of "Happy Hour"');
    expect(update('menu-category', { name: 'Tapas', translations: '{"es":{"name":"Tapas frías"}}' }, { translations: null })?.summary).toBe('Changed the Spanish name of "Tapas"');
    expect(update('special-date', { date: '2026-11-26', closed: true, translations: '{"es":{"note":"Acción de Gracias"}}' }, { translations: null })?.summary).toBe(
      'Changed the Spanish note of the special hours for Thu 26 Nov 2026',
    );
    expect(update('settings', { translations: '{"es":{"tagline":"Tapas y vino","policies":["Sin mascotas."]}}' }, { translations: null })?.summary).toBe(
      'Changed the Spanish tagline and the Spanish policies',
    );
    expect(update('gallery-photo', { alt: 'The terrace', visible: true, translations: '{"es":{"caption":"La terraza"}}' }, { translations: null })?.summary).toBe(
      'Changed the Spanish caption of the photo "The terrace"',
    );
  });

  it('guest messages: what staff do, never the guest writing', () => {
    const message = { name: 'Ana Ruiz', status: 'CONTACTED', notes: 'Called back' };
    expect(say('message', { type: 'create', record: message, actor: null })).toBeNull();
    expect(update('message', message, { status: 'NEW', notes: null })?.summary).toBe('Marked the message from "Ana Ruiz" as contacted and changed the notes on it');
    expect(update('message', { ...message, notes: null }, { notes: 'x' })?.summary).toBe('Cleared the notes on the message from "Ana Ruiz"');
  });

  it('the team: invited, role, deactivated, removed, password; other columns say nothing', () => {
    const member = { id: 2, name: 'Ana Ruiz', role: 'manager', active: true, pending: true };
    expect(say('team-member', { type: 'create', record: member })?.summary).toBe('Invited "Ana Ruiz" as manager');
    expect(say('team-member', { type: 'create', record: { ...member, pending: undefined } })?.summary).toBe('Added "Ana Ruiz" to the team as manager');
    expect(update('team-member', { ...member, role: 'staff', active: false }, { role: 'manager', active: true })?.summary).toBe(
      'Changed the role of "Ana Ruiz" from manager to staff and deactivated "Ana Ruiz"',
    );
    expect(say('team-member', { type: 'delete', record: member })?.summary).toBe('Removed "Ana Ruiz" from the team');
    expect(update('team-member', member, { passwordHash: 'old' }, ANA)).toEqual({ summary: 'Changed their password' });
    // From an e-mailed link nobody is signed in: the account itself is named.
    expect(update('team-member', member, { passwordHash: 'old' }, null)).toEqual({ summary: 'Reset their password', actor: ANA });
    expect(update('team-member', { ...member, pending: false }, { pending: true, passwordHash: 'x', name: 'Ana Ruiz' }, null)).toEqual({ summary: 'Accepted the invitation and changed their name to "Ana Ruiz"', actor: ANA });
    expect(update('team-member', member, { lastLoginAt: null, updatedAt: new Date(), someFutureColumn: 1 })).toBeNull();
  });

  it('a new session is a sign-in by its account; revoking one says nothing', () => {
    expect(say('session', { type: 'create', record: { user: { id: 2, name: 'Ana Ruiz' } }, actor: null })).toEqual({ summary: 'Signed in', action: 'sign-in', actor: ANA });
    expect(update('session', { user: { id: 2, name: 'Ana Ruiz' } }, { revokedAt: null })).toBeNull();
  });
});
