// Which schemas this version of the code can take a backup from.

/**
 * Throws when the dump holds migrations this code doesn't have: it comes from a newer version, whose schema this code
 * would misread. An older dump is fine: its missing migrations run on the server's next start.
 */
export function requireKnownSchema(dumpMigrations: string[], knownMigrations: string[]): void {
  const known = new Set(knownMigrations);
  const unknown = dumpMigrations.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new Error(
      `The backup comes from a newer version of Casa Olivera: its database has migrations this version doesn't know (${unknown.join(', ')}). ` +
        'Upgrade the code first, then restore.',
    );
  }
}
