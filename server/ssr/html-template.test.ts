import { describe, expect, it } from 'vitest';
import { EARLY_CLICKS_SCRIPT_TAG } from './early-clicks';
import { EARLY_FONTS_SCRIPT_TAG } from './early-fonts';
import { pageHtml, shellHtml } from './html-template';

const template = `<html><head>
    <!--ssr-head-->
    <title>Default</title>
    <!--/ssr-head-->
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/helper.js">
  </head><body>
    <div id="root"><!--ssr-body--></div>
    <!--ssr-noscript-->
    <noscript>Enable JavaScript</noscript>
    <!--/ssr-noscript-->
  </body></html>`;

describe('html template', () => {
  it('keeps the defaults and the noscript note in the shell, without the markers', () => {
    const html = shellHtml(template, '<link rel="stylesheet" href="/assets/a.css">');
    expect(html).toContain('<title>Default</title>');
    expect(html).toContain('<noscript>Enable JavaScript</noscript>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css">\n  </head>');
    expect(html).not.toContain('ssr-');
    expect(html).not.toContain('<script>');
  });

  it('fills a rendered page, its scripts at low priority, and takes `$` literally', () => {
    const html = pageHtml(template, { head: '<title>Menu $1</title>', assets: '<link rel="stylesheet" href="/assets/menu.css">', html: '<main>$&</main>', state: '<script type="application/json" id="ssr-state">{}</script>' });
    expect(html).toContain('<title>Menu $1</title>');
    expect(html).not.toContain('<title>Default');
    expect(html).toContain('<div id="root"><main>$&</main></div>');
    expect(html).toContain('<script type="application/json" id="ssr-state">{}</script>');
    expect(html).not.toContain('noscript');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/helper.js">');
    expect(html.indexOf('/assets/menu.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('holds early clicks from the head of a rendered page, before its scripts and stylesheets', () => {
    const html = pageHtml(template, { head: '<title>Menu</title>', assets: '<link rel="stylesheet" href="/assets/menu.css">', html: '<main></main>', state: '' });
    expect(html.split(EARLY_CLICKS_SCRIPT_TAG)).toHaveLength(2);
    expect(html.indexOf(EARLY_CLICKS_SCRIPT_TAG)).toBeGreaterThan(html.indexOf('<title>Menu</title>'));
    expect(html.indexOf(EARLY_CLICKS_SCRIPT_TAG)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf(EARLY_CLICKS_SCRIPT_TAG)).toBeLessThan(html.indexOf('/assets/menu.css'));
  });

  it('switches a returning browser to the web fonts from the head, before the stylesheets', () => {
    const html = pageHtml(template, { head: '<title>Menu</title>', assets: '<link rel="stylesheet" href="/assets/menu.css">', html: '<main></main>', state: '' });
    expect(html.split(EARLY_FONTS_SCRIPT_TAG)).toHaveLength(2);
    expect(html.indexOf(EARLY_FONTS_SCRIPT_TAG)).toBeLessThan(html.indexOf('/assets/menu.css'));
    expect(html.indexOf(EARLY_FONTS_SCRIPT_TAG)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('ends the body with the structured data, after the markup and its state, and takes `$` literally', () => {
    const structuredData = '<script type="application/ld+json">{"name":"$&"}</script>';
    const html = pageHtml(template, { head: '<title>Menu</title>', assets: '<link rel="stylesheet" href="/assets/menu.css">', html: '<main></main>', state: '<script type="application/json" id="ssr-state">{}</script>', structuredData });
    expect(html.split(structuredData)).toHaveLength(2);
    expect(html.indexOf(structuredData)).toBeGreaterThan(html.indexOf('id="ssr-state"'));
    expect(html.indexOf(structuredData)).toBeLessThan(html.indexOf('</body>'));
  });
});
