// Every public page and print page, as the real server renders it, passes the W3C Nu HTML checker (the same checker as
// validator.w3.org/nu, from the `vnu-jar` package): all pages in one run, so one JVM start for the whole check.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../shared/config/public-pages';
import { LANG_CODES } from '../../shared/config/languages';
import { langPath } from '../../shared/rules/language-paths';
import { createDrinkItem, createMenuItem, createScheduledHighlight, useTestDb } from '../factories';
import { barToday } from './dates';
import { api } from './http';

const db = useTestDb();
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const PRINT_PAGE_PATHS = ['/menu/print', '/drinks/print'] as const;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The JVM for one short run: the quick compiler only (C2's optimising compiler spends more CPU than its faster code
 * saves in a run this short: 4-5 s of CPU against 9-10 s over these pages, the same report) and one garbage-collector
 * thread. The quick compiler's frames are bigger: the checker's schema needs more than the default stack (with 1 MB it
 * reports a StackOverflowError and checks nothing).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m'];

/** Runs vnu once over the files; returns its messages (errors and warnings). */
function checkHtml(files: string[]): VnuMessage[] {
  const run = spawnSync('java', [...JVM_OPTIONS, '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8', timeout: 120_000 });
  if (run.error) {
    const missing = (run.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw missing ? new Error('The W3C HTML checker needs Java: on Debian, apt-get install default-jre-headless (.ci/run does).') : run.error;
  }
  // vnu writes its report to stderr.
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}

describe('W3C Nu HTML checker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'casa-olivera-vnu-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A dish (with its photo), a drink and today's highlight, so the lists, the carousel and their pictures are checked.
  beforeAll(async () => {
    const dish = await createMenuItem(db.em(), { name: 'Gambas al Ajillo', price: 12, image: '/images/gallery/food/gambas-al-ajillo.jpg' });
    await createScheduledHighlight(db.em(), { item: dish, date: barToday() });
    await createMenuItem(db.em(), { name: 'Pan con Tomate', price: 5 });
    await createDrinkItem(db.em(), { name: 'Fino en Rama', price: 7 });
  });

  it('reports no error on any public page nor print page, in any language', { timeout: 120_000 }, async () => {
    const files: string[] = [];
    for (const path of LANG_CODES.flatMap((lang) => [...PUBLIC_PAGE_PATHS, ...PRINT_PAGE_PATHS].map((page) => langPath(page, lang)))) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      const file = join(dir, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.html`);
      writeFileSync(file, res.text);
      files.push(file);
    }
    const errors = checkHtml(files)
      .filter((message) => message.type !== 'info')
      .map((message) => `${message.url.split('/').pop()}:${message.lastLine ?? '?'}: ${message.message} ${message.extract ? `[${message.extract.trim()}]` : ''}`);
    expect(errors).toEqual([]);
  });
});
