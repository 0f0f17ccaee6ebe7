// GET /menu/qr.svg and /menu/qr.png: the QR code of the menu's absolute address (at PUBLIC_URL), for table tents. The address
// changes only with a deploy, so each image is made once; no-cache + ETag (the SVG also through the public-read
// cache) rather than a long max-age, which would outlive a change of the site's address.
import { Router } from 'express';
import { siteAddress } from '../../../shared/rules/site-address';
import { qrPng, qrSvg } from './menu-qr';
import { sendRead } from '../../http-cache/http-cache';

export function qrRoutes(baseUrl: string): Router {
  const address = siteAddress('/menu', baseUrl);
  const router = Router();
  router.get('/menu/qr.svg', async (req, res) => {
    await sendRead(req, res, { status: 200, headers: { 'cache-control': 'no-cache', 'content-type': 'image/svg+xml' }, body: await qrSvg(address) });
  });
  router.get('/menu/qr.png', async (req, res) => {
    await sendRead(req, res, { status: 200, headers: { 'cache-control': 'no-cache', 'content-type': 'image/png' }, body: await qrPng(address) });
  });
  return router;
}
