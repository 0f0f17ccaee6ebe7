// The printed menus (/menu/print, /drinks/print) and the table QR code: the Print buttons that lead there, pages
// that are accessible on screen and clean on paper (A4 and US Letter), and the admin's downloads.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, gotoReady, test } from './fixtures';
import { E2E_PUBLIC_URL } from './server-per-file';

/** Pages in a PDF: one "/Type /Page" object each (the tree's root is "/Type /Pages"). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

/**
 * The print page on paper: only the list (no navigation, way back or note), in two columns, on A4 and Letter. Paper
 * has its own width: the sheet is laid out at the paper's size, not the window's, and the print styles override every
 * rule that goes by the width, so the projects would print the same pages and one of them (the desktop's) prints.
 */
async function expectOnlyTheListOnPaper(page: Page, { back, sample }: { back: string; sample: string }): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: back })).toBeHidden();
  await expect(page.getByText("use your browser’s Print command")).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.locator('img, picture')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: sample })).toBeVisible();
  // Two columns on paper.
  expect(await page.locator('.sections').evaluate((element) => getComputedStyle(element).columnCount)).toBe('2');
  for (const format of ['A4', 'Letter'] as const) {
    const pages = pdfPageCount(await page.pdf({ format }));
    expect(pages, format).toBeGreaterThanOrEqual(2);
    expect(pages, format).toBeLessThanOrEqual(6);
  }
}

for (const { from, button, path, title, back, sample } of [
  { from: '/menu', button: 'Print the menu', path: '/menu/print', title: 'Menu', back: 'Back to the menu', sample: 'Patatas Bravas' },
  { from: '/drinks', button: 'Print the drinks list', path: '/drinks/print', title: 'Drinks & Wine', back: 'Back to the drinks', sample: 'Sherry Cobbler' },
]) {
  test(`${from} leads to ${path}: on screen the list, a way back and how to print, with no axe violations; on paper (the desktop project) only the list, in two columns, on A4 and Letter`, async ({ page, isMobile }) => {
    await gotoReady(page, from);
    // A plain link: the print page loads as the server sends it.
    const served = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === path);
    await page.getByRole('link', { name: button }).click();
    expect((await served).status()).toBe(200);
    await expect(page).toHaveURL(path);
    await page.waitForLoadState();
    // The page's own web fonts, so what is measured and printed is what a guest gets.
    await page.evaluate(() => document.fonts.ready);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Casa Olivera ${title}`);
    await expect(page.getByRole('heading', { level: 3, name: sample })).toBeVisible();
    await expect(page.getByText("use your browser’s Print command")).toBeVisible();
    await expect(page.getByRole('link', { name: back })).toBeVisible();
    await expectNoAxeViolations(page);

    if (!isMobile) await expectOnlyTheListOnPaper(page, { back, sample });
  });
}

test.describe('admin: Print & QR', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only: the code is printed from a desk; the screen is axe-checked at both widths');
  test('shows the code and the address it opens, and downloads it as SVG and PNG', async ({ adminPage: page }) => {
    await page.goto('/admin/print');
    await expect(page.getByRole('heading', { level: 1, name: 'Print & QR' })).toBeVisible();
    const preview = page.getByRole('img', { name: `QR code that opens ${E2E_PUBLIC_URL}/menu` });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByText(`${E2E_PUBLIC_URL}/menu`, { exact: true })).toBeVisible();

    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('casa-olivera-menu-qr.svg');
    expect(await readFile(await svg.path(), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('casa-olivera-menu-qr.png');
    expect((await readFile(await png.path())).subarray(1, 4).toString('latin1')).toBe('PNG');

    await expect(page.getByRole('link', { name: /^Printable menu/ })).toHaveAttribute('href', '/menu/print');
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
