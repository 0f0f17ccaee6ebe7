import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { addressLine, mapLinks } from './map-links';

const address = { street: site.address.street, locality: site.address.city, region: site.address.region, postalCode: site.address.postalCode };

describe('mapLinks', () => {
  it('writes the address on one line', () => {
    expect(addressLine(address)).toBe('418 Main Street, Woburn, MA 01801');
  });

  it('gives the identity module\'s map links for its address', () => {
    expect(mapLinks(address)).toEqual({ embedUrl: site.map.embedUrl, directionsUrl: site.map.directionsUrl });
  });

  it('encodes what a map search must not read as syntax', () => {
    expect(mapLinks({ ...address, street: '1 Rue & Co #2' }).directionsUrl).toContain('1%20Rue%20%26%20Co%20%232');
  });
});
