// Serves /sitemap.xml and /robots.txt, revalidated like the pages, so the public-read cache keeps them. robots.txt
// changes only with a deploy: made once. The sitemap carries the time of the newest content write, so it is made on
// each request the cache lets through (one per content version).
import { Router } from 'express';
import type { Orm } from '../../db/orm';
import { contentChangedAt } from '../../http-cache/content-version';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap';

export function serveCrawlerFiles(orm: Orm): Router {
  const robots = robotsTxt();
  const files = Router();
  files.get('/sitemap.xml', async (_req, res) => {
    const sitemap = sitemapXml(undefined, await contentChangedAt(orm));
    res.set('Cache-Control', 'no-cache').type('application/xml').send(sitemap);
  });
  files.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/plain').send(robots);
  });
  return files;
}
