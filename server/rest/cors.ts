import cors from 'cors';

/** CORS for /api: only the configured origins (none by default: same-origin only). */
export function apiCors(origins: string[]) {
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && origins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Page-Path', 'X-Honeypot'],
    exposedHeaders: ['Authorization', 'Location', 'X-Request-Id'],
    maxAge: 600,
  });
}
