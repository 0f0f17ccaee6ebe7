// Reading Accept-Encoding: which content codings a client takes, and the one to send it.

export type Coding = 'br' | 'gzip' | 'identity';

/** The content codings the client accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.toLowerCase().split(';').map((piece) => piece.trim());
    const q = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (coding && (q === undefined || Number(q) > 0)) accepted.add(coding);
  }
  return accepted;
}

const memo = new Map<string, Coding>();
const MEMO_LIMIT = 100;

/** Brotli, then gzip, when accepted; else identity. Memoised per header value: browsers send a handful of them. */
export function preferredCoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  let coding = memo.get(header);
  if (coding) return coding;
  const accepted = acceptedEncodings(header);
  coding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
  if (memo.size < MEMO_LIMIT) memo.set(header, coding);
  return coding;
}
