// The browser entry (src/main.tsx) asks for the app (src/app.tsx) only once a server-rendered page has painted, so the
// app's code never shares the first paint's bandwidth or main thread (docs/performance.md, performance ledger); the staff admin,
// which paints nothing before its app, asks at once. Either way the app then takes the page over.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

// One project only (phone): when the app is asked for does not depend on the width, and the slow phone is where it matters.
test.skip(({ isMobile }) => !isMobile, 'phone only: when the app is asked for does not depend on the width');

/** The address of the file the build made of a source module loaded with a dynamic import. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build manifest`);
  return `/${chunk.file}`;
}

const isHydrated = () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'));

test('a server-rendered page asks for the app once it has painted, then the app takes it over', async ({ page }) => {
  const app = builtFile('src/app.tsx');
  await page.goto('/menu');
  await expect.poll(() => page.evaluate(isHydrated)).toBe(true);
  const { painted, asked } = await page.evaluate((file) => {
    const entry = performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === file);
    return { painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, asked: entry?.startTime };
  }, app);
  expect(painted).toBeGreaterThan(0);
  expect(asked).toBeGreaterThanOrEqual(painted!);
});

test('the staff admin, with nothing to paint, asks for the app at once and is rendered by it', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(isHydrated)).toBe(true);
});
