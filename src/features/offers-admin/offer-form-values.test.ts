import { describe, expect, it } from 'vitest';
import { checkOffer, NEW_OFFER, offerMissingTranslations, offerToFormValues, previewSlide, toOfferInput } from './offer-form-values';

describe('offer form values', () => {
  it('start from the spec defaults', () => {
    expect(NEW_OFFER).toMatchObject({ ctaPrimaryLabel: 'View Menu', ctaPrimaryTo: '/menu', ctaSecondaryLabel: 'Book a Table', ctaSecondaryTo: '/reservations', active: true, days: [], displayOrder: '' });
  });

  it('say what the server would: title and image required, in its words', () => {
    expect(checkOffer({ ...NEW_OFFER, title: '   ' })).toEqual({ ok: false, fields: { title: 'Title is required.', imageUrl: 'Image URL is required.' } });
    expect(checkOffer({ ...NEW_OFFER, title: 'Paella', imageUrl: '/x.jpg', displayOrder: '-1' })).toMatchObject({ ok: false, fields: { displayOrder: expect.stringMatching(/^Display order/) } });
    expect(checkOffer({ ...NEW_OFFER, title: 'Paella', imageUrl: '/x.jpg', validFrom: '2026-12-02', validTo: '2026-12-01' })).toMatchObject({ ok: false, fields: { validTo: 'Valid to must be on or after valid from.' } });
  });

  it('send days in week order and an empty display order as null', () => {
    const input = toOfferInput({ ...NEW_OFFER, title: 'T', imageUrl: '/x.jpg', days: ['SUN', 'FRI'], displayOrder: ' ' });
    expect(input).toMatchObject({ daysOfWeek: ['FRI', 'SUN'], displayOrder: null });
    expect(checkOffer({ ...NEW_OFFER, title: ' T ', imageUrl: '/x.jpg', displayOrder: '3' })).toMatchObject({ ok: true, input: { displayOrder: '3' } });
  });

  it('read a stored offer back into the form', () => {
    const values = offerToFormValues({
      id: 4, title: 'Paella Sundays', subtitle: null, imageUrl: '/a.jpg', imageWebp: null, alt: null, badge: 'Sundays',
      ctaPrimaryLabel: null, ctaPrimaryTo: null, ctaSecondaryLabel: 'Call', ctaSecondaryTo: 'tel:+17815550100',
      validFrom: '2026-12-01', validTo: null, daysOfWeek: 'SAT|SUN', active: false, displayOrder: 0, createdAt: '', updatedAt: '', translations: {},
    });
    expect(values).toMatchObject({ subtitle: '', ctaPrimaryLabel: 'View Menu', ctaSecondaryLabel: 'Call', days: ['SAT', 'SUN'], active: false, displayOrder: '0', validTo: '' });
  });

  it('preview the slide with the home page defaults', () => {
    expect(previewSlide({ ...NEW_OFFER, ctaPrimaryLabel: ' ', title: '' }, 'Your title')).toMatchObject({ title: 'Your title', ctaPrimaryLabel: 'View Menu', subtitle: null });
  });

  it('keep the Spanish a save sends back (PUT replaces the translations), and say where a twin is too long', () => {
    const values = offerToFormValues({
      id: 4, title: 'Paella Sundays', subtitle: 'For two', imageUrl: '/a.jpg', imageWebp: null, alt: null, badge: null,
      ctaPrimaryLabel: null, ctaPrimaryTo: null, ctaSecondaryLabel: null, ctaSecondaryTo: null,
      validFrom: null, validTo: null, daysOfWeek: '', active: true, displayOrder: null, createdAt: '', updatedAt: '', translations: { es: { title: 'Domingos de paella' } },
    });
    expect(checkOffer(values)).toMatchObject({ ok: true, input: { translations: { es: { title: 'Domingos de paella' } } } });
    // Subtitle and the two default button labels are read in English until someone translates them.
    expect(offerMissingTranslations(values)).toBe(3);
    const tooLong = { ...values, translations: { es: { title: 'x'.repeat(161) } } };
    expect(checkOffer(tooLong)).toEqual({ ok: false, fields: { 'translations.es.title': 'Spanish title must be at most 160 characters.' } });
  });
});
