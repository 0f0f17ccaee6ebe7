// Serves /sitemap.xml and /robots.txt. Made once at start-up (they change only with a deploy); revalidated like the
// pages, so the public-read cache keeps them.
import { Router } from 'express';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap';

export function serveCrawlerFiles(): Router {
  const sitemap = sitemapXml();
  const robots = robotsTxt();
  const files = Router();
  files.get('/sitemap.xml', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/xml').send(sitemap);
  });
  files.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/plain').send(robots);
  });
  return files;
}
