// One name per domain, both sides (issue 30): a client feature folder is named for its server domain
// (`server/features/<domain>/`), `<domain>` for the guests' pages and `<domain>-admin` for the staff's screens. The
// few folders with no domain of their own are listed here, each with what it is instead.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const folders = (path: string) =>
  readdirSync(resolve(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Client features that are not one server domain's, and what they are. */
const NOT_A_DOMAIN: Record<string, string> = {
  admin: "the staff admin's frame: sign-in, navigation, the screens' layout",
  layout: "the guests' header, footer and navigation",
  home: "the guests' home page, composed of the offers, highlights and hours",
  about: "the guests' about page (the bar's details)",
  reservations: "the guests' reservations page (the booking link and the hours)",
  catalog: "the guests' menu and drinks pages: one feature, as the server's catalog kit (server/catalog/) is for menu and drinks",
  'catalog-admin': "the staff's menu and drinks screens, on the same kit",
  'highlights-admin': "the staff's plan of the day's highlights (server/features/menu/highlights/)",
};

describe('client feature folders', () => {
  it("carry their server domain's name: <domain> for guests, <domain>-admin for staff", () => {
    const domains = new Set(folders('server/features'));
    const misnamed = folders('src/features').filter((name) => !(name in NOT_A_DOMAIN) && !domains.has(name.replace(/-admin$/, '')));
    expect(misnamed, 'rename to the server domain (server/features/<domain>), or list it in NOT_A_DOMAIN with what it is').toEqual([]);
  });

  it('list no exception that is gone or that has a domain after all', () => {
    const client = new Set(folders('src/features'));
    const domains = new Set(folders('server/features'));
    expect(Object.keys(NOT_A_DOMAIN).filter((name) => !client.has(name) || domains.has(name.replace(/-admin$/, '')))).toEqual([]);
  });
});
