// The Español twins (issue 23, item 3) on the bar's details, the gallery and the special dates: staff type the Spanish
// beside the English on a phone, save, and the Spanish pages show it; a save of the English alone keeps the Spanish
// (a PUT replaces the translations, so the forms send them back); each screen's count of missing translations follows
// the typing. The settings and gallery screens in these states are axe-checked here at both widths (the special dates'
// form filled in, by admin-hours.spec.ts). Whatever a test changes goes back after it.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { addDays } from '../../shared/rules/dates';
import type { AdminGalleryPhotoDto } from '../../shared/schemas/gallery';
import type { AdminSpecialDate, HoursAnswer } from '../../shared/schemas/hours';
import { ADMIN, cliManager, expect, expectNoAxeViolationsAtBothWidths, gotoReady, lookAt, test } from './fixtures';

// One project only (phone): staff translate behind the bar on a phone; the screens are axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: staff translate on a phone; the screens are axe-checked at both widths');

const tag = randomBytes(3).toString('hex');
const NONE_MISSING = 'Every text guests read is in Spanish too.';

async function headersOf(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

const signInAsManager = cliManager();

/** The owner's calls that read what a test changes and put it back. */
const owner = (request: APIRequestContext) => headersOf(request, ADMIN);

test.describe('the bar details', () => {
  let saved: unknown = null;
  test.beforeEach(async ({ request }) => {
    saved = await (await request.get('/api/admin/settings', { headers: await owner(request) })).json();
  });
  test.afterEach(async ({ request }) => {
    if (saved) expect((await request.put('/api/admin/settings', { data: saved, headers: await owner(request) })).status()).toBe(200);
  });

  test('the owner translates an announcement and a new policy, moves the policy with its Spanish; the English saved alone keeps it', async ({ adminPage: page }) => {
    test.slow(); // two public pages, two axe runs
    await gotoReady(page, '/admin/settings');
    const missing = page.locator('.settings__missing');
    // The demo's texts come with their Spanish.
    await expect(missing).toHaveText(NONE_MISSING);

    // Keyboard: the English field, then its twin, then the next field.
    const tagline = page.getByRole('textbox', { name: 'Tagline (required)', exact: true });
    const taglineEs = page.getByRole('textbox', { name: 'Tagline, Español', exact: true });
    await expect(taglineEs).toHaveAttribute('lang', 'es');
    await expect(taglineEs).toHaveAttribute('placeholder', await tagline.inputValue());
    await tagline.focus();
    await page.keyboard.press('Tab');
    await expect(taglineEs).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Description (required)', exact: true })).toBeFocused();

    // An announcement in English only: one text guests would read in English.
    const notice = `Closed for a private party on Friday ${tag}`;
    const aviso = `Cerrado el viernes por una fiesta privada ${tag}`;
    await page.getByLabel('Show an announcement on every page').check();
    await page.getByLabel('Text (required)').fill(notice);
    await page.getByLabel('Last day').fill(addDays(new Date().toISOString().slice(0, 10), 3));
    await expect(missing).toHaveText('1 Spanish translation missing: guests read the English there.');
    const avisoField = page.getByRole('textbox', { name: 'Text, Español', exact: true });
    await expect(avisoField).toHaveAttribute('placeholder', notice);
    await avisoField.fill(aviso);
    await expect(missing).toHaveText(NONE_MISSING);

    // A new last policy, translated, then moved up one place: its Spanish goes with it, the one it passes keeps its own.
    const policies = page.getByRole('group', { name: 'Policies' });
    const rows = policies.getByRole('listitem');
    const count = await rows.count();
    await policies.getByRole('button', { name: '+ Add a policy' }).click();
    const last = count + 1;
    const policy = `Dogs are welcome on the terrace ${tag}`;
    const politica = `Los perros son bienvenidos en la terraza ${tag}`;
    await policies.getByRole('textbox', { name: `Policy ${last} (required)`, exact: true }).fill(policy);
    await expect(missing).toHaveText('1 Spanish translation missing: guests read the English there.');
    await policies.getByRole('textbox', { name: `Policy ${last}, Español`, exact: true }).fill(politica);
    await expect(missing).toHaveText(NONE_MISSING);
    const passed = await policies.getByRole('textbox', { name: `Policy ${count}, Español`, exact: true }).inputValue();
    expect(passed).not.toBe('');
    await policies.getByRole('button', { name: `Move policy ${last} up` }).click();
    await expect(policies.getByRole('textbox', { name: `Policy ${count} (required)`, exact: true })).toHaveValue(policy);
    await expect(policies.getByRole('textbox', { name: `Policy ${count}, Español`, exact: true })).toHaveValue(politica);
    await expect(policies.getByRole('textbox', { name: `Policy ${last}, Español`, exact: true })).toHaveValue(passed);
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'twins-settings', { bothWidths: true });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bar details saved.' })).toBeVisible();

    // The Spanish pages: the banner and the policy in its new place.
    await gotoReady(page, '/es/reservations');
    await expect(page.getByRole('region', { name: 'Aviso' })).toContainText(aviso);
    const listed = page.locator('.res-policies__item');
    await expect(listed.nth(count - 1)).toContainText(politica);
    await expect(listed.nth(count)).toContainText(passed);

    // The English changed alone and saved: the Spanish stays.
    await gotoReady(page, '/admin/settings');
    await page.getByLabel('Text (required)').fill(`${notice}, all day`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bar details saved.' })).toBeVisible();
    await gotoReady(page, '/es');
    await expect(page.getByRole('region', { name: 'Aviso' })).toContainText(aviso);
    await expect(page.locator('main')).not.toContainText(notice);
  });
});

test.describe('the gallery', () => {
  let before: AdminGalleryPhotoDto | null = null;
  const added: number[] = [];
  test.afterEach(async ({ request }) => {
    const headers = await owner(request);
    if (before) expect((await request.put(`/api/admin/gallery/${before.id}`, { data: before, headers })).status()).toBe(200);
    for (const id of added.splice(0)) await request.delete(`/api/admin/gallery/${id}`, { headers });
  });

  test('a manager translates a caption and a new photo\'s alt text; /es/gallery shows them; the English saved alone keeps them', async ({ page, request }) => {
    test.slow(); // an upload, two public pages, axe at both widths
    await signInAsManager(page, request);
    const headers = await owner(request);
    const photos = (await (await request.get('/api/admin/gallery', { headers })).json()) as AdminGalleryPhotoDto[];
    const photo = photos.find((each) => each.visible && each.translations.es?.alt);
    expect(photo, 'a demo photo with its Spanish alt text').toBeDefined();
    before = photo!;
    const altEs = photo!.translations.es!.alt as string;

    await gotoReady(page, '/admin/gallery');
    const total = page.locator('.ga-missing');
    await expect(total).toBeVisible();
    await page.getByRole('button', { name: `Edit "${photo!.alt}"` }).click();
    const editor = page.getByRole('form', { name: `Edit "${photo!.alt}"` });
    await expect(editor.getByRole('textbox', { name: 'Alt text, Español', exact: true })).toHaveValue(altEs);
    const caption = `Friday night at the bar ${tag}`;
    const leyenda = `Viernes por la noche en la barra ${tag}`;
    await editor.getByLabel('Caption', { exact: true }).fill(caption);
    const count = editor.locator('.ga-details__missing');
    await expect(count).toHaveText('1 Spanish translation missing: guests read the English there.');
    const captionEs = editor.getByRole('textbox', { name: 'Caption, Español', exact: true });
    await expect(captionEs).toHaveAttribute('placeholder', caption);
    await captionEs.fill(leyenda);
    await expect(count).toHaveText(NONE_MISSING);
    await expectNoAxeViolationsAtBothWidths(page);
    await lookAt(page, 'twins-gallery-editor', { bothWidths: true });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    // The English caption changed alone: the Spanish stays.
    await page.getByRole('button', { name: `Edit "${photo!.alt}"` }).click();
    await expect(captionEs).toHaveValue(leyenda);
    await editor.getByLabel('Caption', { exact: true }).fill(`${caption}, in winter`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).last()).toBeVisible();
    await expect(editor).toHaveCount(0);

    // A new photo described in both languages.
    const alt = `The terrace heaters lit at dusk ${tag}`;
    const altSpanish = `Las estufas de la terraza encendidas al anochecer ${tag}`;
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: `#${randomBytes(3).toString('hex')}` } }).jpeg().toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose photos…' }).click();
    await (await chooser).setFiles([{ name: 'heaters.jpg', mimeType: 'image/jpeg', buffer: image }]);
    const form = page.getByRole('form', { name: 'Describe heaters.jpg' });
    await form.getByLabel('Alt text (required)').fill(alt);
    await expect(form.locator('.ga-details__missing')).toHaveText('1 Spanish translation missing: guests read the English there.');
    await form.getByRole('textbox', { name: 'Alt text, Español', exact: true }).fill(altSpanish);
    await expect(form.locator('.ga-details__missing')).toHaveText(NONE_MISSING);
    await lookAt(page, 'twins-gallery-new', { bothWidths: true });
    await form.getByRole('button', { name: 'Add to gallery' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added "${alt}" to the gallery.` })).toBeVisible();
    const created = ((await (await request.get('/api/admin/gallery', { headers })).json()) as AdminGalleryPhotoDto[]).find((each) => each.alt === alt);
    expect(created?.translations).toEqual({ es: { alt: altSpanish } });
    added.push(created!.id);

    await gotoReady(page, '/es/gallery');
    await expect(page.getByRole('img', { name: altSpanish })).toBeAttached();
    await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
    // The caption, in the viewer.
    await page.getByRole('button').filter({ has: page.getByRole('img', { name: altEs, exact: true }) }).first().click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator('figcaption')).toContainText(leyenda);
  });
});

test.describe('the special dates', () => {
  let usedDate: string | null = null;
  test.afterEach(async ({ request }) => {
    if (!usedDate) return;
    const headers = await owner(request);
    const found = (await (await request.get(`/api/admin/hours/special?from=${usedDate}&to=${usedDate}`, { headers })).json()) as AdminSpecialDate[];
    for (const special of found) await request.delete(`/api/admin/hours/special/${special.id}`, { headers });
    usedDate = null;
  });

  test('a manager gives a closed day\'s note in Spanish; /es/reservations announces it; the English saved alone keeps it', async ({ page, request }) => {
    await signInAsManager(page, request);
    // A day within the guests' two weeks' notice that has no special hours yet.
    const hours = (await (await request.get('/api/hours')).json()) as HoursAnswer;
    const taken = new Set(hours.special.map((special) => special.date));
    let date = addDays(hours.today.date, 6);
    while (taken.has(date)) date = addDays(date, 1);
    usedDate = date;

    await gotoReady(page, '/admin/hours');
    const form = page.getByRole('form', { name: 'Add a special date' });
    await form.getByLabel('From', { exact: true }).fill(date);
    const note = `Staff training ${tag}`;
    const nota = `Formación del equipo ${tag}`;
    await form.getByLabel('Note', { exact: true }).fill(note);
    const count = form.locator('.hours-form__missing');
    await expect(count).toHaveText('1 Spanish translation missing: guests read the English there.');
    // Keyboard: the note, then its twin.
    await form.getByLabel('Note', { exact: true }).focus();
    await page.keyboard.press('Tab');
    const twin = form.getByRole('textbox', { name: 'Note, Español', exact: true });
    await expect(twin).toBeFocused();
    await expect(twin).toHaveAttribute('placeholder', note);
    await page.keyboard.type(nota);
    await expect(count).toHaveText(NONE_MISSING);
    // The add form filled in is axe-checked at both widths by admin-hours.spec.ts.
    await lookAt(page, 'twins-hours', { bothWidths: true });
    await form.getByRole('button', { name: 'Add special date' }).click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^Added ${note} \\(`) })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: note });
    await expect(row).toContainText(nota);

    await gotoReady(page, '/es/reservations');
    await expect(page.getByRole('main')).toContainText(nota);

    // The English changed alone and saved: the Spanish stays.
    await gotoReady(page, '/admin/hours');
    await page.getByRole('row').filter({ hasText: note }).getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('form', { name: /^Edit Staff training/ });
    await expect(edit.getByRole('textbox', { name: 'Note, Español', exact: true })).toHaveValue(nota);
    await edit.getByLabel('Note', { exact: true }).fill(`${note}, all day`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Updated Staff training/ })).toBeVisible();
    await gotoReady(page, '/es/reservations');
    await expect(page.getByRole('main')).toContainText(nota);
    await expect(page.getByRole('main')).not.toContainText(note);
  });
});
