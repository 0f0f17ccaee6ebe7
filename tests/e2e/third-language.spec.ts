// Adding a language is one line of configuration and its catalog files (docs/languages.md, "Adding a language"), and
// this proves it: a copy of the tree gets exactly that — a line in shared/config/languages.ts and, for a pseudo-language
// made from the English catalogs (each text in ‹ ›), shared/i18n/messages/<code>.ts and shared/i18n/admin/<code>.ts —
// is built as production builds, started, and read: its home page and menu, the alternates, the sitemap and the
// admin. Nothing else in the copy differs from this tree. One build of the copy, so one project runs it.
import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { messages as adminEnglish } from '../../shared/i18n/admin/en';
import { emails as emailsEnglish, messages as pagesEnglish } from '../../shared/i18n/messages/en';
import { repoRoot, sqliteInstallation, startServer, type RunningServer } from '../api/server-process';
import { ADMIN } from './server-per-file';
import { expect, test } from './fixtures';

test.skip(({ isMobile }) => isMobile, 'one build of the copy: the desktop project runs it');

const CODE = 'fr';
const LINE = `  { code: '${CODE}', locale: '${CODE}-US', name: 'Pseudo', englishName: 'Pseudo', offer: { text: '‹This page is also in Pseudo.›', accept: '‹Read it›', dismiss: '‹No›' } },`;

/** A pseudo-translation: each text in ‹ ›, its `{values}` kept. */
const pseudo = (texts: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, `‹${text}›`]));

/** The tree as git knows it (tracked files and new ones not ignored), hard-linked: nothing is copied byte by byte. */
function copyTree(into: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(into, file)), { recursive: true });
    try {
      linkSync(join(repoRoot, file), join(into, file));
    } catch {
      // Listed but gone from the work tree (deleted, not yet staged): not part of the tree.
    }
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(into, 'node_modules'));
}

/** Writes a file of the copy anew (a hard link is unlinked first: the original stays as it is). */
function writeNew(root: string, file: string, text: string): void {
  rmSync(join(root, file), { force: true });
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

let copy: string;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = mkdtempSync(join(tmpdir(), 'olivera-third-language-'));
  copyTree(copy);
  // The one line of configuration.
  const config = readFileSync(join(copy, 'shared/config/languages.ts'), 'utf8');
  const withLine = config.replace(/\n\] as const satisfies readonly LanguageConfig\[\];/, `\n${LINE}\n] as const satisfies readonly LanguageConfig[];`);
  expect(withLine).not.toBe(config);
  writeNew(copy, 'shared/config/languages.ts', withLine);
  // The catalog files.
  writeNew(copy, `shared/i18n/messages/${CODE}.ts`, `import type { Catalog, EmailTexts } from '../catalog-types';\n\nexport const messages: Catalog = ${JSON.stringify(pseudo(pagesEnglish), null, 2)};\n\nexport const emails: EmailTexts = ${JSON.stringify(pseudo(emailsEnglish), null, 2)};\n`);
  writeNew(copy, `shared/i18n/admin/${CODE}.ts`, `import type { AdminCatalog } from '../catalog-types';\n\nexport const messages: AdminCatalog = ${JSON.stringify(pseudo(adminEnglish), null, 2)};\n`);
  execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
  server = await startServer(sqliteInstallation(join(copy, 'db.sqlite')), {}, { NODE_ENV: 'test', HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, copy);
});

test.afterAll(async () => {
  await server?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('a language added by one configuration line and its catalogs has its pages, alternates, sitemap and admin', async ({ browser }) => {
  const base = server!.baseUrl;
  const text = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  // Its pages, in it: the page's words from its catalog, its own address as canonical.
  for (const [path, words] of [[`/${CODE}`, pagesEnglish['nav.home']], [`/${CODE}/menu`, pagesEnglish['nav.menu']]] as const) {
    const html = await text(path);
    expect(html, path).toContain(`<html lang="${CODE}"`);
    expect(html, path).toContain(`‹${words}›`);
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${CODE}${path === `/${CODE}` ? '' : '/menu'}"`));
  }
  // Every page names it among its versions, and it names the others.
  for (const path of ['/menu', '/es/menu', `/${CODE}/menu`]) {
    const html = await text(path);
    expect(html, path).toMatch(new RegExp(`hreflang="${CODE}" href="[^"]+/${CODE}/menu"`));
    expect(html, path).toMatch(/hreflang="es" href="[^"]+\/es\/menu"/);
    expect(html, path).toMatch(/hreflang="x-default" href="[^"]+\/menu"/);
  }
  const sitemap = await text('/sitemap.xml');
  expect(sitemap).toContain(`/${CODE}/menu</loc>`);
  expect(sitemap).toMatch(new RegExp(`hreflang="${CODE}" href="[^"]+/${CODE}/drinks"`));

  // The admin in it: the sign-in page of a link in that language, then a member who chose it.
  const context = await browser.newContext({ baseURL: base, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/admin/login?lang=${CODE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`‹${adminEnglish['login.title']}›`);
  await page.getByLabel(`‹${adminEnglish['auth.email']}›`).fill(ADMIN.email);
  await page.getByLabel(`‹${adminEnglish['auth.password']}›`).fill(ADMIN.password);
  await page.getByRole('button', { name: `‹${adminEnglish['login.submit']}›` }).click();
  // Signed in: the admin opens, still in the sign-in page's language until the account (English) answers.
  await expect(page.getByRole('link', { name: 'Pseudo' })).toHaveCount(0);
  await page.waitForURL((url) => url.pathname.startsWith('/admin/') && url.pathname !== '/admin/login');
  await page.goto('/admin/account');
  await page.getByRole('radio', { name: 'Pseudo' }).check();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`‹${adminEnglish['account.title']}›`);
  await expect(page.getByRole('navigation', { name: `‹${adminEnglish['nav.label']}›` }).getByRole('link', { name: `‹${adminEnglish['nav.menu']}›` })).toBeVisible();
  await context.close();
});
