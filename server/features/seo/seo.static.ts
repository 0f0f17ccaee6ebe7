// Serves /sitemap.xml and /robots.txt, revalidated like the pages, so the public-read cache keeps them. robots.txt
// changes only with a deploy: made once. The sitemap carries the time of the newest content write, so it is made on
// each request the cache lets through (one per content version).
import { Router } from 'express';
import type { Orm } from '../../db/orm';
import { contentChangedAt } from '../../http-cache/content-version';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap';
import { sendRead } from '../../http-cache/http-cache';

export function serveCrawlerFiles(orm: Orm, baseUrl: string): Router {
  const robots = robotsTxt(baseUrl);
  const files = Router();
  files.get('/sitemap.xml', async (req, res) => {
    const sitemap = sitemapXml(baseUrl, undefined, await contentChangedAt(orm));
    await sendRead(req, res, { status: 200, headers: { 'cache-control': 'no-cache', 'content-type': 'application/xml; charset=utf-8' }, body: sitemap });
  });
  files.get('/robots.txt', async (req, res) => {
    await sendRead(req, res, { status: 200, headers: { 'cache-control': 'no-cache', 'content-type': 'text/plain; charset=utf-8' }, body: robots });
  });
  return files;
}
