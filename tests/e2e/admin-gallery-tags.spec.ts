// Gallery tags in Spanish (issue 31): a manager gives a tag its Spanish name once on the Gallery screen, in its Tags
// panel; the cards mark a tag without one; /es/gallery shows the chip in Spanish and finds the photo by either name,
// and /gallery stays English.
import { expect, expectNoAxeViolationsAtBothWidths, gotoReady, lookAt, test } from './fixtures';

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'phone only: naming a tag does not depend on the width (axe checks the panel at both)');
  test('a manager names a tag in Spanish; the cards mark a tag without one; /es/gallery shows it and finds the photo by either name', async ({ adminPage: page }) => {
    test.setTimeout(60_000);
    await gotoReady(page, '/admin/gallery');
    const panel = page.locator('details.ga-tagnames');
    const summary = panel.locator('summary');
    // The demo's tags come with their Spanish names.
    await expect(summary).toContainText('Every tag has its Spanish name');
    await summary.click();
    const desserts = page.getByLabel('desserts, Español');
    await expect(desserts).toHaveValue('postres');
    await expect(desserts).toHaveAttribute('lang', 'es');
    await expect(panel.getByText('4 photos').first()).toBeVisible();

    // The name taken away: the panel, the cards and the count of what guests read untranslated say so.
    await desserts.fill('');
    await panel.getByRole('button', { name: 'Save the names of "desserts"' }).click();
    await expect(page.getByRole('status').filter({ hasText: '"desserts" has no Spanish name now: guests see the tag itself.' })).toBeVisible();
    await expect(summary).toContainText('1 tag without a Spanish name');
    await expect(panel.getByText('No Spanish name: guests see the tag itself')).toBeVisible();
    const grid = page.getByRole('list', { name: 'Gallery photos, in order' });
    const flan = grid.getByRole('listitem').filter({ hasText: 'flan' }).first();
    await expect(flan.locator('.ga-card__tag--unnamed')).toHaveText('desserts (no Spanish name)');
    await expect(flan.getByText('No Spanish name: desserts')).toBeVisible();
    await expect(page.locator('.ga-missing')).toHaveText('1 Spanish translation missing: guests read the English there.');
    await expectNoAxeViolationsAtBothWidths(page);

    // Named again, by keyboard: typed, then Enter saves it. Its mark goes.
    await desserts.fill('Postres');
    await desserts.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Saved the Spanish name of "desserts".' })).toBeVisible();
    await expect(page.getByLabel('desserts, Español')).toHaveValue('postres');
    await expect(summary).toContainText('Every tag has its Spanish name');
    await expect(flan.locator('.ga-card__tag--unnamed')).toHaveCount(0);
    await lookAt(page, 'admin-gallery-tags', { bothWidths: true });

    // The guests' page in Spanish: the chip, its count, and a search in either language.
    await gotoReady(page, '/es/gallery');
    const chips = page.getByRole('group', { name: 'Filtrar por etiqueta' });
    await expect(chips.getByRole('button', { name: /^Postres ?, 4 fotos$/ })).toBeVisible();
    await expect(chips.getByRole('button', { name: /^Desserts/ })).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: 'Buscar fotos' });
    const summaryLine = page.locator('.gallery__summary');
    await search.fill('postres');
    await expect(summaryLine).toHaveText(/^Mostrando 4 de \d+ fotos$/);
    await expect(page.getByRole('list', { name: 'Fotos' }).getByRole('img', { name: /flan/i })).toBeVisible();
    await search.fill('desserts');
    await expect(summaryLine).toHaveText(/^Mostrando 4 de \d+ fotos$/);
    await lookAt(page, 'es-gallery-tags', { bothWidths: true, fullPage: false });

    // English as it was.
    await gotoReady(page, '/gallery');
    await expect(page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: /^Desserts ?, 4 photos$/ })).toBeVisible();
  });
});
