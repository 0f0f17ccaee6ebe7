import { describe, expect, it } from 'vitest';
import { pageAssets, routeChunkKey, routeSourceCandidates, type BuildManifest } from './page-assets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_preload-helper.js'], dynamicImports: ['src/app.tsx'], css: ['assets/index.css'] },
  '_preload-helper.js': { file: 'assets/preload-helper.js' },
  'src/app.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_vendor.js', '_preload-helper.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_site.js': { file: 'assets/site.js', imports: ['_vendor.js'], css: ['assets/site.css'] },
  'src/routes/_site/route.tsx?tsr-split=component': { file: 'assets/layout.js', isDynamicEntry: true, imports: ['_site.js'], css: ['assets/layout.css'] },
  'src/routes/_site/index.tsx?tsr-split=component': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_site.js', '_vendor.js'], css: ['assets/home.css'] },
  'src/routes/_site/menu.tsx?tsr-split=component': { file: 'assets/menu.js', isDynamicEntry: true, imports: ['_site.js'], css: ['assets/menu.css'] },
  'src/routes/_site/menu.tsx?tsr-split=errorComponent': { file: 'assets/menu-error.js', isDynamicEntry: true },
};

describe('page assets', () => {
  it('maps route ids to the files of file-based routing', () => {
    expect(routeSourceCandidates('__root__')).toEqual([]);
    expect(routeSourceCandidates('/_site/')).toContain('src/routes/_site/index.tsx');
    // The guests' pages sit under the optional language segment.
    expect(routeSourceCandidates('/{-$lang}/')).toContain('src/routes/{-$lang}/index.tsx');
    expect(routeSourceCandidates('/{-$lang}/menu')).toContain('src/routes/{-$lang}/menu.tsx');
    expect(routeSourceCandidates('/{-$lang}')).toContain('src/routes/{-$lang}/route.tsx');
    expect(routeSourceCandidates('/_site')).toEqual(expect.arrayContaining(['src/routes/_site.tsx', 'src/routes/_site/route.tsx']));
    expect(routeSourceCandidates('/_site/menu')).toEqual(expect.arrayContaining(['src/routes/_site/menu.tsx', 'src/routes/_site/menu/route.tsx']));
  });

  it("finds a route's code-split component chunk, not its other splits", () => {
    expect(routeChunkKey(manifest, '/_site/menu')).toBe('src/routes/_site/menu.tsx?tsr-split=component');
    expect(routeChunkKey(manifest, '/_site')).toBe('src/routes/_site/route.tsx?tsr-split=component');
    expect(routeChunkKey(manifest, '/_site/nowhere')).toBeUndefined();
  });

  it("lists start-up and route files without the entry's own, shared styles before a page's", () => {
    expect(pageAssets(manifest, ['__root__', '/_site', '/_site/'])).toEqual({
      css: ['assets/site.css', 'assets/layout.css', 'assets/home.css'],
      modules: ['assets/vendor.js', 'assets/app.js', 'assets/site.js', 'assets/layout.js', 'assets/home.js'],
    });
  });

  it('gives the shell the start-up chunks only', () => {
    expect(pageAssets(manifest, [])).toEqual({ css: [], modules: ['assets/vendor.js', 'assets/app.js'] });
  });
});
