import { describe, expect, it } from 'vitest';
import { jsonLdScript } from './json-ld-script';

const BLOCK = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/;

describe('jsonLdScript', () => {
  it('is a data block whose text parses back to the same data', () => {
    const data = { '@type': 'MenuItem', name: 'Flan & “crema”', price: 8 };
    const [, json] = BLOCK.exec(jsonLdScript(data)) ?? [];
    expect(JSON.parse(json!)).toEqual(data);
  });

  it('escapes every "<", so a name cannot end the script or open a comment', () => {
    const data = { name: '</script><script>alert(1)</script><!-- x' };
    const html = jsonLdScript(data);
    const [, json] = BLOCK.exec(html) ?? [];
    expect(json).not.toContain('<');
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(JSON.parse(json!)).toEqual(data);
  });
});
