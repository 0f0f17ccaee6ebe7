import { describe, expect, it } from 'vitest';
import { preferredSiteLang } from './browser-language';

describe('the browser language the site speaks', () => {
  it('is the first of the guest’s languages that the site has', () => {
    expect(preferredSiteLang(['es-MX', 'en-US'])).toBe('es');
    expect(preferredSiteLang(['fr-FR', 'ES', 'en'])).toBe('es');
    expect(preferredSiteLang(['en-GB', 'es'])).toBe('en');
  });

  it('is none when the site speaks none of them', () => {
    expect(preferredSiteLang(['fr', 'de-DE'])).toBeNull();
    expect(preferredSiteLang([])).toBeNull();
  });
});
