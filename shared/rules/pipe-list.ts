// Pipe lists on the wire ("vegan|gluten-free"): lowercase, trimmed, no empty parts, no duplicates.

export function toPipeList(input: string | ReadonlyArray<string> | null | undefined): string {
  return splitPipeList(input).join('|');
}

export function splitPipeList(input: string | ReadonlyArray<string> | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const parts = typeof input === 'string' ? input.split('|') : input.flatMap((part) => part.split('|'));
  const seen = new Set<string>();
  for (const part of parts) {
    const clean = part.trim().toLowerCase();
    if (clean) seen.add(clean);
  }
  return [...seen];
}
