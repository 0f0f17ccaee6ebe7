// The map of the bar's address: the embedded map and the "Get directions" link, made from the address the owner keeps
// in the settings, so a move is one edit (no map links to update by hand).

export interface StreetAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
}

/** "418 Main Street, Woburn, MA 01801": one line, as a map search reads it. */
export function addressLine({ street, locality, region, postalCode }: StreetAddress): string {
  return `${street}, ${locality}, ${region} ${postalCode}`;
}

/** The map's addresses: Google Maps' keyless embed and its directions search for the address. */
export function mapLinks(address: StreetAddress): { embedUrl: string; directionsUrl: string } {
  const query = encodeURIComponent(addressLine(address));
  return {
    embedUrl: `https://www.google.com/maps?q=${query}&output=embed`,
    directionsUrl: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}
