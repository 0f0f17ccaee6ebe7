// The content coding to send a client, read from its Accept-Encoding by `accepts` (what Express's
// `req.acceptsEncodings` runs): it takes Node's own request too, which the public-read cache answers before Express.
import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';

export type Coding = 'br' | 'gzip' | 'identity';

/**
 * Brotli whenever the client takes it (q > 0, by name or by `*`), else gzip, else identity: the smallest body it can
 * read. Browsers name every coding at the same q ("gzip, deflate, br, zstd"), so the choice is the server's.
 */
export function preferredCoding(req: IncomingMessage): Coding {
  const accept = accepts(req);
  if (accept.encoding('br')) return 'br';
  if (accept.encoding('gzip')) return 'gzip';
  return 'identity';
}
