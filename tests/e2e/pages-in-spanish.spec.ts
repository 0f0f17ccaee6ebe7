// The contact and gallery pages under /es: Spanish words (visible, read aloud and in the head), lang="es", nothing
// wider than a phone's screen (axe: public-pages.spec.ts, and the contact form's errors here, at both widths); the
// contact form's messages in Spanish, the server's refusal too; an unknown address under /es goes home (/) as the spec
// says of any other path. The home, about and reservations pages' words and fit are read by public-pages.spec.ts, on
// the load that checks each page as it opens. The English pages keep their words (their own specs).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsAtBothWidths, expectNoSidewaysScroll, gotoReady, test } from './fixtures';

// One project (phone): the words do not depend on the width, and every page is axe-checked and measured at both.
test.skip(({ isMobile }) => !isMobile, 'phone only: the words do not depend on the width; each page is axe-checked at both widths (as it opens, by public-pages.spec.ts)');

async function expectSpanishPage(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(title);
  await expectNoSidewaysScroll(page);
}

test('the contact form speaks Spanish: labels, missing fields, the server’s refusal and the thanks', async ({ page }) => {
  await gotoReady(page, '/es/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacta con nosotros');
  const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
  const email = page.getByRole('textbox', { name: 'Correo electrónico', exact: true });
  const message = page.getByRole('textbox', { name: 'Mensaje', exact: true });
  await expect(page.getByRole('textbox', { name: 'Teléfono (opcional)' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Enviar mensaje' });
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });

  await send.click();
  await expect(alert).toHaveText('Rellena los campos obligatorios.');
  await expect(page.getByText('Escribe tu nombre.')).toBeVisible();
  await expect(name).toBeFocused();
  await expectSpanishPage(page, 'Contacto - Casa Olivera');
  // The pages as they open are axe-checked at each width by public-pages.spec.ts; the form's errors are checked here.
  await expectNoAxeViolationsAtBothWidths(page);

  // The server refuses a malformed address and a short message (in English, the API's language): said in Spanish.
  await name.fill('Ana');
  await email.fill('ana@');
  await message.fill('Hola');
  await send.click();
  await expect(alert).toHaveText('Escribe un correo electrónico válido.');
  await expect(page.getByText('Mensaje: escribe al menos 5 caracteres.')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill('ana@example.com');
  await message.fill('¿Tenéis mesa para diez el sábado?');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('¡Gracias, Ana! Tu mensaje ya va de camino. Solemos contestar en un día.');
});

test('the gallery speaks Spanish: search, counts, chips and the viewer', async ({ page }) => {
  await gotoReady(page, '/es/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galería');
  const search = page.getByRole('searchbox', { name: 'Buscar fotos' });
  await expect(search).toHaveAttribute('placeholder', 'Buscar fotos: paella, vino, postre…');
  const summary = page.locator('.gallery__summary');
  await expect(summary).toHaveText(/^\d+ fotos$/);
  await expect(page.getByRole('group', { name: 'Filtrar por etiqueta' }).getByRole('button').first()).toHaveAccessibleName(/, \d+ fotos?$/);

  await search.fill('paella');
  await expect(summary).toHaveText(/^Mostrando \d+ de \d+ fotos$/);
  await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();

  await page.locator('.gallery-thumb').first().click();
  const viewer = page.getByRole('dialog', { name: 'Visor de fotos' });
  await expect(viewer.getByRole('button', { name: 'Cerrar el visor de fotos' })).toBeFocused();
  await expect(viewer.getByRole('button', { name: 'Foto siguiente' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  await search.fill('no hay nada así');
  await expect(page.getByText('No hay fotos que coincidan. Prueba a quitar los filtros.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar los filtros' })).toBeVisible();
  await search.fill('');
  await expectSpanishPage(page, 'Galería - Casa Olivera');
});

test('an unknown address under /es goes to the home page, as any other path does (the spec: any other path redirects to /)', async ({ page, request }) => {
  const unknown = await request.get('/es/no-such-page', { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers()['location']).toBe('/');

  // In the browser's own router too (a client-side navigation to an unknown page).
  await gotoReady(page, '/es/about');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/es/nothing-here');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
