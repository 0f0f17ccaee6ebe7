// The browser entry runs the app's code in three parts, one after another, each in a task of its own (src/main.tsx):
// React, the other libraries, then the app. They are still fetched together (vite.config.ts, appStartPreload): while
// the first part is on its way, the other two are already being downloaded, instead of each waiting for the one
// before it to arrive and run.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** The address of the file the build made of a source module loaded with a dynamic import. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build manifest`);
  return `/${chunk.file}`;
}

test('the three parts of the app are fetched together, before the first has arrived', async ({ page }) => {
  const first = builtFile('src/start-react.ts');
  const later = [builtFile('src/start-libraries.ts'), builtFile('src/start-client.tsx')];
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${first}`, async (route) => {
    await gate;
    await route.continue();
  });

  await page.goto('/menu', { waitUntil: 'commit' });
  await expect.poll(() => later.filter((file) => !requested.has(file))).toEqual([]);

  release();
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'))))
    .toBe(true);
});
