import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { bookingProvider } from './booking-provider';

describe('bookingProvider', () => {
  it('names the providers it knows by their host', () => {
    expect(bookingProvider(site.booking.url)).toBe(site.booking.provider);
    expect(bookingProvider('https://resy.com/cities/bos/casa')).toBe('Resy');
    expect(bookingProvider('https://www.sevenrooms.com/reservations/casa')).toBe('SevenRooms');
  });

  it('is null for another address or no address', () => {
    expect(bookingProvider('https://casaolivera.example/book')).toBeNull();
    expect(bookingProvider('not a link')).toBeNull();
  });
});
