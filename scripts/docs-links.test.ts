// The README and docs/ link to each other and to the code: every relative link must name a file that exists, and
// every #anchor a heading of the file it points into (as GitHub makes the heading's id), so moving a section or a
// file cannot leave a dead link behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The lines outside fenced code blocks (a `# comment` in a shell block is not a heading, `[a](b)` there no link). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** GitHub's id for a heading: its text lower-cased, punctuation dropped, spaces as hyphens; a repeat gets -1, -2… */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** The targets of the inline links that stay in this repository (no scheme, no `//host`), code spans left out. */
function relativeLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    const prose = line.replace(/`[^`]*`/g, 'code');
    for (const link of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = link[1]!;
      if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) targets.push(target);
    }
  }
  return targets;
}

/** Each broken link of the files as `file: target (why)`; `read` gives a file's text, or null where there is none. */
function brokenLinks(files: readonly string[], read: (path: string) => string | null): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const text = read(file) ?? '';
    for (const target of relativeLinks(text)) {
      const [path = '', anchor] = target.split('#', 2);
      const into = path === '' ? file : join(dirname(file), decodeURIComponent(path));
      const content = path === '' ? text : read(into);
      if (content === null) broken.push(`${file}: ${target} (no file ${into})`);
      else if (anchor !== undefined && into.endsWith('.md') && !headingIds(content).has(decodeURIComponent(anchor))) broken.push(`${file}: ${target} (no heading #${anchor} in ${into})`);
    }
  }
  return broken;
}

function readFromRepo(path: string): string | null {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return null;
  return path.endsWith('.md') ? readFileSync(absolute, 'utf8') : '';
}

describe('links in the README and docs/', () => {
  it('makes the ids GitHub gives headings', () => {
    const ids = headingIds('# Two commands\n## The team, invitations and forgotten passwords\n### `npm run bench`: E-mail\n## Notes\n## Notes\n```bash\n# not a heading\n```');
    expect([...ids]).toEqual(['two-commands', 'the-team-invitations-and-forgotten-passwords', 'npm-run-bench-e-mail', 'notes', 'notes-1']);
  });

  it('finds the relative links of the prose only', () => {
    const text = 'See [Tests](docs/tests.md#layers), [the site](https://example.com), [`site.ts`](shared/config/site.ts).\n`[not](a-link)`\n```\n[nor](this)\n```';
    expect(relativeLinks(text)).toEqual(['docs/tests.md#layers', 'shared/config/site.ts']);
  });

  it('names a missing file and a missing heading', () => {
    const files: Record<string, string> = { 'README.md': '# Start\n[a](docs/a.md#there) [b](docs/b.md) [c](#start) [d](#gone) [e](docs/a.md#nowhere)', 'docs/a.md': '# A\n## There\n[up](../README.md#start)' };
    expect(brokenLinks(Object.keys(files), (path) => files[path] ?? null)).toEqual([
      'README.md: docs/b.md (no file docs/b.md)',
      'README.md: #gone (no heading #gone in README.md)',
      'README.md: docs/a.md#nowhere (no heading #nowhere in docs/a.md)',
    ]);
  });

  it('all resolve in this repository', () => {
    const docs = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => relative(root, join(root, 'docs', name)));
    expect(docs.length).toBeGreaterThan(0);
    expect(brokenLinks(['README.md', ...docs], readFromRepo)).toEqual([]);
  });
});
