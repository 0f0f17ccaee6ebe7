import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';
import { seo } from './seo';

describe('headTags', () => {
  it('writes the deepest route’s title and meta, the canonical address and the routes’ links, escaped', () => {
    const html = headTags(
      [{ meta: seo() }, { meta: seo({ title: 'Drinks & Wine', description: 'Sherry <and> "vermouth"' }), links: [{ rel: 'preload', as: 'image', imageSrcSet: '/a.webp 800w', fetchPriority: 'high' }] }],
      '/drinks',
    );
    expect(html).toContain('<title>Drinks &amp; Wine - Casa Olivera</title>');
    expect(html).toContain('<meta name="description" content="Sherry &lt;and&gt; &quot;vermouth&quot;">');
    expect(html).toContain('<link rel="canonical" href="https://casaolivera.example/drinks">');
    expect(html).toContain('<meta property="og:url" content="https://casaolivera.example/drinks">');
    expect(html).toContain('<link rel="preload" as="image" imagesrcset="/a.webp 800w" fetchpriority="high">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });
});
