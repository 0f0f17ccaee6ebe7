import { describe, expect, it } from 'vitest';
import { databaseTarget, describeTarget, postgresUrlProblem } from './database-target';

describe('databaseTarget', () => {
  it('is the SQLite file, relative to the base folder, without DATABASE_URL', () => {
    expect(databaseTarget({ DATABASE_PATH: 'data/bar.sqlite' }, '/srv/casa')).toEqual({ kind: 'sqlite', path: '/srv/casa/data/bar.sqlite' });
    expect(databaseTarget({ DATABASE_PATH: '/var/lib/bar.sqlite', DATABASE_URL: undefined }, '/srv/casa')).toEqual({ kind: 'sqlite', path: '/var/lib/bar.sqlite' });
  });

  it('is PostgreSQL when DATABASE_URL is set, whatever DATABASE_PATH says', () => {
    const url = 'postgresql://casa:secret@db.internal:5432/casa';
    expect(databaseTarget({ DATABASE_PATH: 'data/bar.sqlite', DATABASE_URL: url }, '/srv/casa')).toEqual({ kind: 'postgresql', url });
  });
});

describe('describeTarget', () => {
  it('names the file, or the server and database without the password', () => {
    expect(describeTarget({ kind: 'sqlite', path: '/srv/casa/data/bar.sqlite' })).toBe('SQLite /srv/casa/data/bar.sqlite');
    const text = describeTarget({ kind: 'postgresql', url: 'postgresql://casa:s3cr%40t@db.internal:5433/casa' });
    expect(text).toBe('PostgreSQL casa@db.internal:5433/casa');
    expect(text).not.toContain('s3cr');
  });
});

describe('postgresUrlProblem', () => {
  it.each([
    'postgresql://casa:secret@db.internal:5432/casa',
    'postgres://casa@localhost/casa',
    'postgresql://casa:p%40ss@127.0.0.1:6543/casa_olivera?sslmode=require',
  ])('accepts %s', (url) => {
    expect(postgresUrlProblem(url)).toBeNull();
  });

  it.each([
    ['not a url', /must be a URL/],
    ['mysql://casa@db/casa', /postgresql:\/\//],
    ['postgresql://casa@db.internal:5432', /name the database/],
    ['postgresql://casa@db.internal:5432/', /name the database/],
    ['postgresql://casa@db.internal/casa/extra', /one database/],
    ['postgresql:///casa', /host/],
  ])('refuses %s', (url, message) => {
    expect(postgresUrlProblem(url)).toMatch(message);
  });
});
