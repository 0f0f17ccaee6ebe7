import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './markup';

describe('escapeHtml', () => {
  it('turns each of the five markup characters into a reference, and nothing else', () => {
    expect(escapeHtml(`Tom & Jerry's <b>"best"</b> café`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; café');
  });

  it('escapes an ampersand that already looks like a reference (text is text)', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('writes only references that XML knows too (no HTML-only named ones)', () => {
    const escaped = escapeHtml(`<loc>a=1&b='2'&c="3"</loc>`);
    expect(escaped.match(/&[^;]*;/g)?.every((reference) => ['&amp;', '&lt;', '&gt;', '&quot;', '&#39;'].includes(reference))).toBe(true);
    expect(escaped).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|#39;)/);
  });
});

describe('scriptJson', () => {
  it('cannot end its script block or open a comment, and reads back as the same data', () => {
    const data = { name: '</script><!-- & "x"' };
    const json = scriptJson(data);
    expect(json).not.toContain('<');
    expect(json).toContain('&');
    expect(JSON.parse(json)).toEqual(data);
  });
});

