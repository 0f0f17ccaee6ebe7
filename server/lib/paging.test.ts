import { RawQueryFragment } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactMessage } from '../../tests/factories';
import { ContactMessage } from '../features/contacts/contact-message.entity';
import { createTestDb, type TestDb } from '../testing/test-db';
import { findPage, searchFilter } from './paging';

describe('searchFilter', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
    const em = db.orm.em.fork();
    await createContactMessage(em, { name: 'Ana_Lopez' });
    await createContactMessage(em, { name: 'Ana Lopez 100%' });
    await createContactMessage(em, { name: 'Bea Ruiz!' });
  });
  afterAll(() => db.close());

  const names = async (q: string) => (await findPage(db.orm.em.fork(), ContactMessage, { where: searchFilter(q), orderBy: { id: 'asc' }, page: 0, size: 10 }, (row) => row.name)).content;

  it('matches "_", "%" and the escape character literally', async () => {
    expect(await names('_')).toEqual(['Ana_Lopez']);
    expect(await names('ana_')).toEqual(['Ana_Lopez']);
    expect(await names('%')).toEqual(['Ana Lopez 100%']);
    expect(await names('!')).toEqual(['Bea Ruiz!']);
    expect(await names('ana lopez')).toEqual(['Ana_Lopez', 'Ana Lopez 100%']);
  });

  it('leaves no raw SQL fragment behind in the ORM’s cache, however many searches run', async () => {
    const before = RawQueryFragment.checkCacheSize();
    for (let i = 0; i < 20; i += 1) await names(`ana ${i}`);
    expect(RawQueryFragment.checkCacheSize()).toBe(before);
  });
});
