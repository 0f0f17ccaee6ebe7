// The home, about, reservations, contact and gallery pages' words: the spec's English texts stay exactly as it quotes
// them, and the Spanish catalog says each in Spanish.
import { describe, expect, it } from 'vitest';
import { OFFER_CTA_DEFAULTS } from '../../shared/rules/offer-defaults';
import type { MessageKey } from './catalog-types';
import { messages as en } from '../../shared/i18n/messages/en';
import { messages as es } from '../../shared/i18n/messages/es';
import { translator } from './translate';
import { pluralKey } from './plural';

const SPEC_TEXTS: Partial<Record<MessageKey, string>> = {
  'contact.required': 'Please complete the required fields.',
  'contact.failed': 'We could not send your message. Please try again.',
  'contact.sending': 'Sending…',
  'gallery.loadError': 'Could not load gallery manifest. See console.',
  'gallery.empty': 'No photos found. Try clearing filters.',
  'home.highlightsLoading': 'Loading highlights…',
};

describe('the pages’ texts', () => {
  it('keeps the spec’s English texts exactly, and says them in Spanish', () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS) as [MessageKey, string][]) {
      expect(en[key], key).toBe(text);
      expect(es[key], key).not.toBe(text);
    }
  });

  it('gives the bar’s own hero the buttons an offer gets by default, in English', () => {
    expect(en['home.heroMenu']).toBe(OFFER_CTA_DEFAULTS.ctaPrimaryLabel);
    expect(en['home.heroBook']).toBe(OFFER_CTA_DEFAULTS.ctaSecondaryLabel);
  });

  it('counts photos with the language’s plural', () => {
    const count = (catalog: typeof es, lang: 'en' | 'es', n: number) => translator(catalog)(pluralKey(lang, 'gallery.photos', n), { count: n });
    expect([0, 1, 2].map((n) => count(en, 'en', n))).toEqual(['0 photos', '1 photo', '2 photos']);
    expect([0, 1, 2].map((n) => count(es, 'es', n))).toEqual(['0 fotos', '1 foto', '2 fotos']);
  });
});
