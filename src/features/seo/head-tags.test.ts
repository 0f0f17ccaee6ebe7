import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../i18n/catalogs';
import { headTags } from './head-tags';
import { seo } from './seo';
import { setSiteUrl } from '../../lib/site-address';

beforeAll(async () => {
  await loadCatalog('en');
  // As the server renderer is told with each page (PUBLIC_URL).
  setSiteUrl('https://tapas.example.org');
});

describe('headTags', () => {
  it('writes the deepest route’s title and meta, the canonical address and the routes’ links, escaped', () => {
    const html = headTags(
      [{ meta: seo() }, { meta: seo({ title: 'Drinks & Wine', description: 'Sherry <and> "vermouth"' }), links: [{ rel: 'preload', as: 'image', imageSrcSet: '/a.webp 800w', fetchPriority: 'high' }] }],
      '/drinks',
    );
    expect(html).toContain('<title>Drinks &amp; Wine - Casa Olivera</title>');
    expect(html).toContain('<meta name="description" content="Sherry &lt;and&gt; &quot;vermouth&quot;">');
    expect(html).toContain('<link rel="canonical" href="https://tapas.example.org/drinks">');
    expect(html).toContain('<meta property="og:url" content="https://tapas.example.org/drinks">');
    expect(html).toContain('<link rel="preload" as="image" imagesrcset="/a.webp 800w" fetchpriority="high">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('links the page in every language, absolute, with x-default the English one; canonical is the page’s own language', () => {
    for (const path of ['/menu', '/es/menu']) {
      const html = headTags([{ meta: seo() }], path);
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://tapas.example.org/menu">');
      expect(html).toContain('<link rel="alternate" hreflang="es" href="https://tapas.example.org/es/menu">');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://tapas.example.org/menu">');
      expect(html).toContain(`<link rel="canonical" href="https://tapas.example.org${path}">`);
    }
    const home = headTags([{ meta: seo() }], '/es');
    expect(home).toContain('<link rel="alternate" hreflang="en" href="https://tapas.example.org/">');
    expect(home).toContain('<link rel="alternate" hreflang="es" href="https://tapas.example.org/es">');
  });
});
