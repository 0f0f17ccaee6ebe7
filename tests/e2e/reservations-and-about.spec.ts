// Reservations (the booking provider in a new tab, hours, policies), the about page, and the footer every
// public page shares. The bar's facts come from shared/config/site.ts; the hours and policies from SPEC.md.
import type { Locator } from '@playwright/test';
import { site } from '../../shared/config/site';
import { distanceFromTop, expect, gotoReady, test } from './fixtures';

/** Opening hours as SPEC.md gives them (§9), in the layout the site uses: Mon–Thu, Fri & Sat, Sun. */
async function expectSpecHours(hours: Locator): Promise<void> {
  // A row may also say "Today".
  await expect(hours.getByRole('term')).toHaveText([/^Mon–Thu(Today)?$/, /^Fri & Sat(Today)?$/, /^Sun(Today)?$/]);
  await expect(hours.getByRole('definition')).toHaveText(['5:00 PM–9:00 PM', '5:00 PM–9:30 PM', 'Closed']);
}

test('reservations: the booking button opens the provider in a new tab; the hours and the three house policies; the footer has the socials, quick links, address, phone, e-mail, hours and the developer credit', async ({ page }) => {
  await page.context().route(`${new URL(site.booking.url).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking provider</title>' }),
  );
  await gotoReady(page, '/reservations');
  const book = page.getByRole('main').getByRole('link', { name: `Book on ${site.booking.provider} (opens in a new tab)` });
  await expect(book).toHaveAttribute('href', site.booking.url);
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', /\bnoopener\b/);
  expect(site.booking.url).toContain(site.booking.slug);

  const popup = page.waitForEvent('popup');
  await book.click();
  const provider = await popup;
  expect(provider.url()).toBe(site.booking.url);
  expect(await provider.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/reservations$/);
  await provider.close();

  await expectSpecHours(page.getByRole('region', { name: 'Opening hours' }));
  const policies = page.getByRole('main').getByRole('list').filter({ hasText: 'minutes' }).getByRole('listitem');
  await expect(policies).toHaveText([/15 minutes/, /8 or more guests.*call/i, /allergies.*notes/i]);
  // The phone number for the big parties.
  await expect(page.getByRole('main').getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);

  // The footer every public page shares, read on the same page (the booking tab has closed; the page stayed put).
  const footer = page.getByRole('contentinfo');

  const socials = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(socials).toHaveCount(site.socials.length);
  for (const [index, social] of site.socials.entries()) {
    await expect(socials.nth(index)).toHaveAccessibleName(`${social.label} (opens in a new tab)`);
    await expect(socials.nth(index)).toHaveAttribute('href', social.url);
    await expect(socials.nth(index)).toHaveAttribute('target', '_blank');
    await expect(socials.nth(index)).toHaveAttribute('rel', /\bnoopener\b/);
  }

  const { street, city, region, postalCode } = site.address;
  await expect(footer.locator('address')).toHaveText(`${street}${city}, ${region} ${postalCode}`);
  await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expectSpecHours(footer.getByRole('region', { name: 'Hours' }));
  // The identity module names no site of the maker's: the credit is their name alone.
  await expect(footer.getByText(`Website by ${site.developerCredit.name}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: `Website by ${site.developerCredit.name}` })).toHaveCount(0);

  const quick = footer.getByRole('navigation', { name: 'Explore' }).getByRole('link');
  await expect(quick).toHaveText(['Menu', 'Drinks & Wine', 'Reservations', 'Gallery', 'Contact']);
  expect(await quick.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/menu', '/drinks', '/reservations', '/gallery', '/contact']);
  await quick.filter({ hasText: 'Drinks & Wine' }).click();
  await expect(page).toHaveURL(/\/drinks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drinks & Wine');
});

test('the about page tells the story, books through the provider, and the footer’s photo credits link lands 72 px below the top', async ({ page }) => {
  await gotoReady(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A family table');
  await expect(page.getByRole('heading', { level: 2, name: 'Three house rules' })).toBeVisible();
  const book = page.getByRole('main').getByRole('link', { name: 'Book a table (opens in a new tab)' });
  await expect(book).toHaveAttribute('href', site.booking.url);
  await expect(book).toHaveAttribute('target', '_blank');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo credits' }).click();
  await expect(page).toHaveURL(/\/about#photo-credits$/);
  await expect.poll(() => distanceFromTop(page, '#photo-credits', 72)).toBeLessThanOrEqual(4);
});
