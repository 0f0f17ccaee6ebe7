// The home page on a day whose highlights all fit the row: Embla has one snap, and the autoplay, asked to play,
// used to throw and take the page down ("Something went wrong!") — only on days the schedule left few enough cards,
// so the shared test database caught it only by chance. This test makes that day every day: a server of its own on
// a throw-away database whose only highlights are three standing ones (the fallback on any unscheduled day), three
// cards being one desktop row; the browser's fake clock then runs well past the autoplay delay.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqliteInstallation, startServer, testServerEnv, type RunningServer } from '../api/server-process';
import { expect, test } from './fixtures';

/** Longer than several of the carousel's autoplay delays (HIGHLIGHTS_AUTOPLAY_MS, 3.8 s). */
const PLAYING_MS = 20_000;
const DISHES = ['Pimientos de Padrón', 'Tortilla española', 'Gambas al ajillo'];

test.describe('home highlights that all fit the row', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, 'three cards are one row from 992 px on: the desktop project');

  let server: RunningServer;
  let dir: string;

  test.beforeAll(async ({ playwright }) => {
    dir = mkdtempSync(join(tmpdir(), 'olivera-e2e-fit-'));
    server = await startServer(sqliteInstallation(join(dir, 'fit.sqlite')));
    const request = await playwright.request.newContext({ baseURL: server.baseUrl });
    const login = await request.post('/api/auth/login', { data: { email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const category = await request.post('/api/admin/menu/categories', { data: { name: 'Tapas' }, headers });
    expect(category.status()).toBe(201);
    const { slug } = (await category.json()) as { slug: string };
    for (const name of DISHES) {
      const created = await request.post('/api/admin/menu', { data: { category: slug, name, price: 9, menuHighlight: true }, headers });
      expect(created.status(), await created.text()).toBe(201);
    }
    await request.dispose();
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the carousel shows the three cards, with nothing to play, and keeps the page up', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.clock.install({ time: new Date('2026-03-05T19:00:00Z') });
    await page.goto(`${server.baseUrl}/`);

    const carousel = page.getByRole('region', { name: 'Highlighted dishes' });
    await carousel.scrollIntoViewIfNeeded();
    for (const name of DISHES) await expect(carousel.getByRole('heading', { name })).toBeVisible();
    // Embla has measured (its toggle goes once it finds every card in view), then several autoplay delays pass.
    await expect(carousel.getByRole('button', { name: /^(Pause|Play) / })).toHaveCount(0);
    await page.clock.runFor(PLAYING_MS);

    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    for (const name of DISHES) await expect(carousel.getByRole('heading', { name })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
