// The booking provider's name, as the reservations page says it ("Book on OpenTable"), read from the booking link the
// owner keeps in the settings; a provider we do not know is "our booking page".

const PROVIDERS: readonly [host: string, name: string][] = [
  ['opentable.', 'OpenTable'],
  ['resy.com', 'Resy'],
  ['sevenrooms.com', 'SevenRooms'],
  ['exploretock.com', 'Tock'],
  ['thefork.', 'TheFork'],
  ['yelp.com', 'Yelp'],
  ['tablein.com', 'Tablein'],
];

/** "OpenTable" for https://www.opentable.com/r/…; null when the link is not a provider we know. */
export function bookingProvider(bookingUrl: string): string | null {
  let host: string;
  try {
    host = new URL(bookingUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  return PROVIDERS.find(([part]) => host.includes(part))?.[1] ?? null;
}
