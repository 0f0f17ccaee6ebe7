// GET /menu/qr.svg and /menu/qr.png: the QR code of the menu's absolute address, for table tents. The address
// changes only with a deploy, so each image is made once; no-cache + ETag (the SVG also through the public-read
// cache) rather than a long max-age, which would outlive a change of the site's address.
import { Router } from 'express';
import { siteAddress } from '../../../shared/rules/site-address';
import { qrPng, qrSvg } from './menu-qr';

export function qrRoutes(): Router {
  const address = siteAddress('/menu');
  const router = Router();
  router.get('/menu/qr.svg', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('image/svg+xml').send(await qrSvg(address));
  });
  router.get('/menu/qr.png', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('image/png').send(await qrPng(address));
  });
  return router;
}
