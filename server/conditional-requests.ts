// A conditional request is answered by its validators. Express (res.send) and serve-static ask the `fresh` package,
// which also refuses a 304 to any request saying `Cache-Control: no-cache`; fetch() sends that with every
// conditional request, and a browser on reload. That directive asks caches on the way to revalidate with the origin
// (RFC 9111 §5.2.1.4), which is what a conditional request is, so the origin still compares the validators
// (RFC 9110 §13.1): the directive is set aside here, for the request's own conditional headers to decide. Only on
// GET and HEAD, the reads a 304 answers; any other request is left exactly as it came.
import type { RequestHandler } from 'express';

export function answerByValidators(): RequestHandler {
  return (req, _res, next) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined)) {
      delete req.headers['cache-control'];
      delete req.headers.pragma;
    }
    next();
  };
}
