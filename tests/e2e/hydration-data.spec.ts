// A server-rendered page carries the data it was rendered with, and the app starts from it without reading it again.
// The server keeps rendered pages until the content changes, so a page can be sent long after it was rendered:
// the data still counts as read when the page arrived. Before, every page sent more than a minute after its render
// (the query cache's freshness) read all its data again as it hydrated, and the gallery loaded zod to check its
// manifest, on the slow phone's busiest moment. The browser's clock runs five minutes ahead of the server's to
// stand for that.
import { expect, gotoReady, test } from './fixtures';

// One project only (phone): starting from the sent data does not depend on the width, and the slow phone is where it matters.
test.skip(({ isMobile }) => !isMobile, 'phone only: starting from the sent data does not depend on the width, and the slow phone is where it matters');

const pages = [
  { path: '/gallery', reads: /\/images\/gallery\/manifest\.json|\/assets\/(zod|schemas)-/ },
  { path: '/menu', reads: /\/trpc\/|\/api\// },
  { path: '/', reads: /\/trpc\/|\/api\// },
  // A made-up parameter (a campaign's tag): the page is rendered, and kept, for /menu, and the app starts from it here too.
  { path: '/menu?utm_source=mail', reads: /\/trpc\/|\/api\// },
];

// One page opens each in turn (a context less each): a document starts from nothing but what it was sent with (the
// app keeps no data across loads), and each is watched from its own load on.
test(`each page starts from the data it was sent with, however long ago the server rendered it: ${pages.map(({ path }) => path).join(', ')}`, async ({ page, request }) => {
  // The page's time runs on from five minutes ahead, so every page arrives five minutes after its render.
  await page.clock.install({ time: Date.now() + 5 * 60_000 });
  const read: string[] = [];
  let watched = pages[0]!.reads;
  page.on('request', (sent) => {
    if (watched.test(sent.url())) read.push(new URL(sent.url()).pathname);
  });
  for (const { path, reads } of pages) {
    await request.get(path); // rendered (and kept) by the server now
    watched = reads;
    read.length = 0;

    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');

    expect(read, path).toEqual([]);
  }
});
