// The site in each language (issue 23; API.md "Languages"): Spanish under /es on every public page, rendered on the
// server in its language, with its alternates and canonical address; an unknown prefix is an unknown page; each
// language's page is kept by the public-read cache under its own address.
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../shared/config/languages';
import { PUBLIC_PAGE_PATHS } from '../../shared/config/public-pages';
import { api } from './http';
import { TEST_PUBLIC_URL } from './server-process';

const SPANISH_PAGES = ['/es', '/es/menu', '/es/drinks', '/es/reservations', '/es/about', '/es/contact', '/es/gallery'];
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const linkHref = (html: string, rel: string, hreflang?: string) => {
  const tag = [...html.matchAll(/<link [^>]*>/g)].map(([link]) => link).find((link) => link.includes(`rel="${rel}"`) && (!hreflang || link.includes(`hreflang="${hreflang}"`)));
  return tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined;
};

describe('the Spanish pages', () => {
  it('are every public page under /es', () => {
    expect(SPANISH_PAGES).toEqual(PUBLIC_PAGE_PATHS.map((path) => (path === '/' ? '/es' : `/es${path}`)));
  });

  for (const path of SPANISH_PAGES) {
    it(`${path} answers 200 in Spanish, with absolute alternates en, es and x-default, and its own canonical address`, async () => {
      const res = await api(path);
      expect(res.status).toBe(200);
      expect(htmlLang(res.text)).toBe('es');
      const page = path === '/es' ? '/' : path.slice(3);
      expect(linkHref(res.text, 'canonical')).toBe(new URL(path, TEST_PUBLIC_URL).toString());
      expect(linkHref(res.text, 'alternate', 'en')).toBe(new URL(page, TEST_PUBLIC_URL).toString());
      expect(linkHref(res.text, 'alternate', 'es')).toBe(new URL(path, TEST_PUBLIC_URL).toString());
      expect(linkHref(res.text, 'alternate', 'x-default')).toBe(new URL(page, TEST_PUBLIC_URL).toString());
      // The frame speaks Spanish, and the switch leads to the English page.
      expect(res.text).toContain('Saltar al contenido principal');
      expect(res.text).toMatch(new RegExp(`<a class="language-switch__link" href="${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" hreflang="en" lang="en">English</a>`, 'i'));
    });
  }

  for (const path of PUBLIC_PAGE_PATHS) {
    it(`${path} stays English, on its own path, with the same alternates`, async () => {
      const res = await api(path);
      expect(res.status).toBe(200);
      expect(htmlLang(res.text)).toBe('en');
      expect(linkHref(res.text, 'canonical')).toBe(new URL(path, TEST_PUBLIC_URL).toString());
      expect(linkHref(res.text, 'alternate', 'es')).toBe(new URL(path === '/' ? '/es' : `/es${path}`, TEST_PUBLIC_URL).toString());
      expect(linkHref(res.text, 'alternate', 'x-default')).toBe(new URL(path, TEST_PUBLIC_URL).toString());
      expect(res.text).toContain('Skip to main content');
      expect(res.text).not.toContain('Saltar al contenido principal');
    });
  }

  it('keep the query: a filtered Spanish menu is rendered filtered, in Spanish', async () => {
    const res = await api('/es/menu?exclude=gluten');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe('es');
    expect(res.text.toLowerCase()).toContain('href="/menu?exclude=gluten" hreflang="en"');
  });

  it('include the printed lists, in the sheet’s language with the Spanish page’s QR address', async () => {
    for (const kind of ['menu', 'drinks']) {
      const res = await api(`/es/${kind}/print`);
      expect(res.status).toBe(200);
      expect(htmlLang(res.text)).toBe('es');
      expect(linkHref(res.text, 'canonical')).toBe(new URL(`/es/${kind}`, TEST_PUBLIC_URL).toString());
      expect(res.text).toContain(`href="/es/${kind}"`);
    }
  });
});

describe('an unknown language prefix', () => {
  // The spec: any other path redirects to /. A prefix that is no language is such a path, never a page in a language.
  for (const path of ['/fr', '/fr/menu', '/en/menu', '/de/about?x=1', '/es/nowhere', '/esp/menu']) {
    it(`${path} is an unknown page: sent home, not rendered in any language`, async () => {
      const res = await api(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expect(res.text).not.toContain('<html');
    });
  }

  it('leaves the staff admin alone: a language before it opens the admin in that language (its one address)', async () => {
    expect((await api('/admin')).status).toBe(200);
    for (const [path, location] of [['/es/admin', '/admin?lang=es'], ['/es/admin/login', '/admin/login?lang=es'], ['/es/admin/forgot-password', '/admin/forgot-password?lang=es']]) {
      const res = await api(path!);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });
});

describe('the public-read cache', () => {
  it('keeps each language’s page under its own address: neither is ever answered for the other', async () => {
    for (let round = 0; round < 2; round++) {
      for (const [path, lang] of [['/menu', 'en'], ['/es/menu', 'es'], ['/menu?exclude=gluten', 'en'], ['/es/menu?exclude=gluten&utm_source=x', 'es'], ['/', 'en'], ['/es', 'es']] as const) {
        const res = await api(path);
        expect({ path, lang: htmlLang(res.text) }).toEqual({ path, lang });
      }
    }
  });

  it('gives the two languages’ pages their own validators: one’s ETag is no 304 for the other', async () => {
    const english = await api('/menu');
    const spanish = await api('/es/menu');
    expect(english.headers.get('etag')).not.toBe(spanish.headers.get('etag'));
    const crossed = await api('/es/menu', { headers: { 'If-None-Match': english.headers.get('etag')! } });
    expect(crossed.status).toBe(200);
    expect(htmlLang(crossed.text)).toBe('es');
    expect((await api('/es/menu', { headers: { 'If-None-Match': spanish.headers.get('etag')! } })).status).toBe(304);
  });

  it('never redirects by Accept-Language', async () => {
    const res = await api('/menu', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } });
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe('en');
    expect(LANG_CODES).toContain('es');
  });
});
