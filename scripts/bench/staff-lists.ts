// The staff lists over thousands of rows: paged search must stay fast whatever the table's size (p99 ≤ 100 ms).
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import { ormConfig } from '../../server/db/orm-config';
import { ContactMessage } from '../../server/features/contacts/contact-message.entity';
import { MenuCategory } from '../../server/features/menu/menu-category.entity';
import { MenuItem } from '../../server/features/menu/menu-item.entity';
import { load, type LoadReport } from './autocannon';
import { ENTITIES } from '../../server/tables';

const LIST_ROWS = 5_000;
const LIST_P99_TARGET_MS = 100;

export function line(label: string, report: LoadReport): string {
  return `  ${label.padEnd(34)} ${Math.round(report.requests.average)} req/s  p99 ${report.latency.p99} ms  non-2xx ${report.non2xx}  errors ${report.errors}`;
}

/** Fills the bench database with thousands of dishes and messages (through the ORM, so search_text is kept), then loads the staff lists. */
export async function staffListLoad(base: string, databasePath: string, credentials: { email: string; password: string }): Promise<number> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(await ormConfig({ kind: 'sqlite', path: databasePath }, { entities: ENTITIES, quiet: true }));
  const em = orm.em.fork();
  const category = em.create(MenuCategory, { name: 'Bench Tapas', slug: 'bench-tapas', displayOrder: 99 });
  for (let i = 0; i < LIST_ROWS; i += 1) {
    em.create(MenuItem, { category, name: `Bench dish ${i}${i % 500 === 0 ? ' Gambas al Ajillo' : ''}`, description: 'Garlic, olive oil and a pinch of guindilla.', price: 9 + (i % 20), displayOrder: i % 7 ? i : null });
    em.create(ContactMessage, { name: `Guest ${i}`, email: `guest${i}@example.com`, subject: i % 250 === 0 ? 'Cumpleaños party' : 'Table request', message: 'Could we book a table for six on Friday at eight?', status: 'NEW', createdAt: new Date(Date.now() - i * 60_000) });
  }
  await em.flush();
  await orm.close(true);

  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
  const { token } = (await login.json()) as { token: string };
  const headers = [`Authorization=Bearer ${token}`];
  console.log(`\nStaff lists over ${LIST_ROWS} dishes and ${LIST_ROWS} messages (p99 target ${LIST_P99_TARGET_MS} ms):`);
  let failures = 0;
  for (const path of ['/api/admin/menu?size=20', '/api/admin/menu?page=200&size=20', '/api/admin/menu?q=gambas%20ajillo', '/api/admin/contacts?q=cumpleanos&status=NEW', '/api/admin/contacts?page=100']) {
    // One second first, not counted: the first requests after the bulk insert meet a cold JIT and page cache.
    load(`${base}${path}`, { headers, seconds: 1 });
    const report = load(`${base}${path}`, { headers });
    const ok = report.latency.p99 <= LIST_P99_TARGET_MS && report.non2xx === 0 && report.errors === 0;
    if (!ok) failures += 1;
    console.log(`${line(path, report)}${ok ? '' : '  (missed)'}`);
  }
  return failures;
}
