// The contact form: required fields after trimming, the sending state, what goes over the wire, the server's
// answers (stored, refused, unreachable), keyboard-only use, and accessibility after an error and a success.
import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolationsAtBothWidths, gotoReady, test } from './fixtures';

// One project only (phone): guests write from their phones; validation and sending do not depend on the width, and the form is axe-checked at both widths.
test.skip(({ isMobile }) => !isMobile, 'phone only: guests write from their phones; validation and sending do not depend on the width, and the form is axe-checked at both widths');

const SUBMIT = '**/trpc/contact.submit*';

function form(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Name', exact: true }),
    email: page.getByRole('textbox', { name: 'E-mail', exact: true }),
    phone: page.getByRole('textbox', { name: 'Phone (optional)' }),
    subject: page.getByRole('textbox', { name: 'Subject (optional)' }),
    message: page.getByRole('textbox', { name: 'Message', exact: true }),
    send: page.getByRole('button', { name: /^(Send message|Sending…)$/ }),
    alert: page.getByRole('alert').filter({ hasText: /\S/ }),
    status: page.getByRole('status').filter({ hasText: /\S/ }),
  };
}

/** The contact input of a tRPC batch call (`{"0": {...}}`). */
function submitted(request: Request): Record<string, unknown> {
  const body = request.postDataJSON() as Record<string, Record<string, unknown>>;
  return body['0'] ?? {};
}

/** The page path and the honeypot travel as headers (X-Page-Path, X-Honeypot), as on the REST route. */
function metaHeaders(request: Request): { pagePath: string | undefined; honeypot: string | undefined } {
  const headers = request.headers();
  return { pagePath: headers['x-page-path'], honeypot: headers['x-honeypot'] };
}

test("an incomplete form says so, marks the fields and sends nothing; a refused message shows the server's message, an unreachable server the fallback", async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/contact.submit')) sent.push(request.url());
  });
  await gotoReady(page, '/contact');
  const f = form(page);

  await f.send.click();
  await expect(f.alert).toHaveText('Please complete the required fields.');
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.message).toHaveAttribute('aria-invalid', 'true');
  await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toBeFocused();
  await expectNoAxeViolationsAtBothWidths(page);

  // Blank after trimming is still missing.
  await f.name.fill('   ');
  await f.email.fill('ana@example.com');
  await f.message.fill('  \n ');
  await f.send.click();
  await expect(f.alert).toHaveText('Please complete the required fields.');
  await expect(f.name).toBeFocused();
  await expect(f.email).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  // Complete now, on the same form: what the server says of it.
  // The browser's own e-mail check is off: the server decides and names the field.
  await f.name.fill('Ana');
  await f.email.fill('not-an-email');
  await f.message.fill('Hello there, a question.');
  await f.send.click();
  await expect(f.alert).toHaveText('Email must be a valid e-mail address.');
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toBeFocused();
  await expect(f.message).toHaveValue('Hello there, a question.');
  await expect(f.send).toHaveText('Send message');

  await f.email.fill('ana@example.com');
  await page.route(SUBMIT, (route) => route.abort('connectionrefused'));
  await f.send.click();
  await expect(f.alert).toHaveText('We could not send your message. Please try again.');
  await expect(f.send).toBeEnabled();
  await expect(f.name).toHaveValue('Ana');
  await expect(f.status).toHaveCount(0);
});

test('a valid message shows Sending… while in flight, then thanks the guest and clears the form; a filled hidden field goes out as the X-Honeypot header with the usual thanks, and the next message carries none', async ({ page }) => {
  await gotoReady(page, '/contact');
  const f = form(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUBMIT, async (route) => {
    await gate;
    await route.continue();
  });

  await f.name.fill('  Ana Pérez ');
  await f.email.fill('ana@example.com');
  await f.phone.fill('781 555 0100');
  await f.message.fill('A table for a birthday on Friday, please.');
  const request = page.waitForRequest(SUBMIT);
  const response = page.waitForResponse(SUBMIT);
  await f.send.click();

  await expect(f.send).toHaveText('Sending…');
  await expect(f.send).toBeDisabled();
  const sentRequest = await request;
  expect(submitted(sentRequest)).toEqual({ name: 'Ana Pérez', email: 'ana@example.com', phone: '781 555 0100', message: 'A table for a birthday on Friday, please.' });
  expect(metaHeaders(sentRequest)).toEqual({ pagePath: '/contact', honeypot: undefined });

  release();
  // The server stored it and answered with the new message's id.
  const answer = (await (await response).json()) as { result?: { data?: { ok?: boolean; id?: number } } }[];
  expect(answer[0]?.result?.data).toEqual({ ok: true, id: expect.any(Number) });

  await expect(f.status).toContainText('Thank you, Ana Pérez!');
  await expect(f.status).toContainText('Your message is on its way.');
  await expect(f.status).toBeFocused();
  await expect(f.send).toHaveText('Send message');
  await expect(f.send).toBeEnabled();
  for (const field of [f.name, f.email, f.phone, f.subject, f.message]) await expect(field).toHaveValue('');
  await expect(f.alert).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);

  // The form, cleared, takes the next message: one a bot sent.
  await f.name.fill('Bot');
  await f.email.fill('bot@example.com');
  await f.message.fill('Cheap pills, great prices.');
  // Only a bot fills it: people never see it, and keyboard focus skips it.
  await page.locator('#contact-website').fill('http://spam.example/ñ', { force: true });
  const fromBot = page.waitForRequest(SUBMIT);
  await f.send.click();
  const sent = await fromBot;
  expect(submitted(sent)).not.toHaveProperty('honeypot');
  expect(metaHeaders(sent)).toEqual({ pagePath: '/contact', honeypot: encodeURIComponent('http://spam.example/ñ') });
  await expect(f.status).toContainText('Thank you, Bot!');

  // The next message, with the field empty again, carries no honeypot.
  await f.name.fill('Ana');
  await f.email.fill('ana@example.com');
  await f.message.fill('A real question, this time.');
  const next = page.waitForRequest(SUBMIT);
  await f.send.click();
  expect(metaHeaders(await next).honeypot).toBeUndefined();
  await expect(f.status).toContainText('Thank you, Ana!');
});

test('the whole form can be completed and sent with the keyboard alone', async ({ page }) => {
  await gotoReady(page, '/contact');
  const f = form(page);
  // From the top of the page: the skip link, then the first field of the form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(f.name).toBeFocused();
  await page.keyboard.type('Jordi');
  await page.keyboard.press('Tab');
  await expect(f.email).toBeFocused();
  await page.keyboard.type('jordi@example.com');
  await page.keyboard.press('Tab');
  await expect(f.phone).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(f.subject).toBeFocused();
  await page.keyboard.type('Private event');
  await page.keyboard.press('Tab');
  await expect(f.message).toBeFocused();
  await page.keyboard.type('Could we book the whole bar for 30 guests?');
  // The hidden honeypot is skipped: the next stop is the button.
  await page.keyboard.press('Tab');
  await expect(f.send).toBeFocused();
  const request = page.waitForRequest(SUBMIT);
  await page.keyboard.press('Enter');
  const sent = await request;
  expect(submitted(sent)).toMatchObject({ name: 'Jordi', subject: 'Private event' });
  expect(metaHeaders(sent).pagePath).toBe('/contact');
  await expect(f.status).toContainText('Thank you, Jordi!');
  await expect(f.status).toBeFocused();
});
