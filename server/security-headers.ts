// Strict security headers. The CSP allows only our own origin, plus the map embed's frame.
import helmet from 'helmet';
import { site } from '../shared/config/site';

export function securityHeaders(strict: boolean) {
  const mapOrigin = new URL(site.map.embedUrl).origin;
  // Vite's dev server injects inline scripts/styles and a websocket for hot reload; production allows none.
  const devExtras = strict ? [] : ["'unsafe-inline'"];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...devExtras],
        styleSrc: ["'self'", ...devExtras],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: strict ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
        frameSrc: [mapOrigin],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
