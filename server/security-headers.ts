// Strict security headers. The CSP allows only our own origin (and one inline script, by its hash), plus the
// map embed's frame and https: images.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { site } from '../shared/config/site';
import { EARLY_CLICKS_SCRIPT_HASH } from './ssr/early-clicks';
import { EARLY_FONTS_SCRIPT_HASH } from './ssr/early-fonts';

/**
 * Powerful browser features the site never uses, denied to it and to the map's frame. Only names Chromium knows:
 * an unknown one is logged as a console error on every page.
 */
const DENIED_FEATURES = [
  'accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'idle-detection',
  'magnetometer', 'microphone', 'midi', 'payment', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

export function securityHeaders(strict: boolean): RequestHandler[] {
  const mapOrigin = new URL(site.map.embedUrl).origin;
  // Vite's dev server injects inline scripts/styles and a websocket for hot reload; production allows none.
  const devExtras = strict ? [] : ["'unsafe-inline'"];
  // The inline scripts of a server-rendered page, by their hashes. Not in dev: a hash would switch off 'unsafe-inline'.
  const inlineScripts = strict ? [EARLY_FONTS_SCRIPT_HASH, EARLY_CLICKS_SCRIPT_HASH] : [];
  const policies = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...devExtras],
        styleSrc: ["'self'", ...devExtras],
        // Staff may paste an image address from elsewhere (a supplier's photo, a CDN); images run no code.
        imgSrc: ["'self'", 'data:', 'https:'],
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
    // frame-ancestors 'none' already forbids framing; X-Frame-Options: SAMEORIGIN would say otherwise.
    xFrameOptions: false,
  });
  return [policies, permissionsPolicy];
}
