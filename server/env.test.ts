import { describe, expect, it } from 'vitest';
import { logLevel, parseEnv, trustProxySetting } from './env';

describe('parseEnv', () => {
  it('gives documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe('development');
    expect(env.DATA_DIR).toBe('data');
    expect(env.DATABASE_PATH).toBe('data/casa-olivera.sqlite');
    expect(env.UPLOADS_DIR).toBe('data/uploads');
    expect(env.TIME_ZONE).toBe('America/New_York');
    expect(env.TOKEN_TTL_HOURS).toBe(12);
    expect(env.CONTACT_RATE_LIMIT).toBe(5);
    expect(env.CONTACT_RATE_WINDOW_MINUTES).toBe(10);
    expect(env.CORS_ORIGINS).toEqual([]);
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.BACKUP_DIR).toBe('backups');
    expect(env.UPLOADS_STORE).toBe('folder');
  });

  it('keeps photos in a folder or in the database as UPLOADS_STORE says, and names it when it is neither', () => {
    expect(parseEnv({ UPLOADS_STORE: 'database' }).UPLOADS_STORE).toBe('database');
    expect(parseEnv({ UPLOADS_STORE: 'folder' }).UPLOADS_STORE).toBe('folder');
    expect(() => parseEnv({ UPLOADS_STORE: 's3' })).toThrow(/UPLOADS_STORE: must be folder or database \(got "s3"\)/);
  });

  it('keeps the database and the uploads inside DATA_DIR unless they are set apart', () => {
    expect(parseEnv({ DATA_DIR: '/var/lib/casa' })).toMatchObject({ DATABASE_PATH: '/var/lib/casa/casa-olivera.sqlite', UPLOADS_DIR: '/var/lib/casa/uploads' });
    expect(parseEnv({ DATA_DIR: 'state/' })).toMatchObject({ DATABASE_PATH: 'state/casa-olivera.sqlite', UPLOADS_DIR: 'state/uploads' });
    expect(parseEnv({ DATA_DIR: '/var/lib/casa', UPLOADS_DIR: '/srv/photos' })).toMatchObject({ DATABASE_PATH: '/var/lib/casa/casa-olivera.sqlite', UPLOADS_DIR: '/srv/photos' });
    expect(parseEnv({ DATA_DIR: '/var/lib/casa', DATABASE_PATH: '/srv/bar.sqlite' })).toMatchObject({ DATABASE_PATH: '/srv/bar.sqlite', UPLOADS_DIR: '/var/lib/casa/uploads' });
  });

  it('names every bad variable in the message', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
    expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
    expect(() => parseEnv({ NODE_ENV: 'staging', TOKEN_TTL_HOURS: '-1' })).toThrow(/NODE_ENV[\s\S]*TOKEN_TTL_HOURS/);
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('never shows the staff password it refuses', () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: 'hunter2' })).toThrow('ADMIN_PASSWORD: must be at least 12 characters (got "*** (7 characters)")');
    expect(() => parseEnv({ ADMIN_PASSWORD: 'hunter2' })).not.toThrow(/hunter2/);
  });

  it('logs at info by default, at warn under test, and as LOG_LEVEL says', () => {
    expect(logLevel(parseEnv({}))).toBe('info');
    expect(logLevel(parseEnv({ NODE_ENV: 'production' }))).toBe('info');
    expect(logLevel(parseEnv({ NODE_ENV: 'test' }))).toBe('warn');
    expect(logLevel(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }))).toBe('debug');
    expect(logLevel(parseEnv({ LOG_LEVEL: 'silent' }))).toBe('silent');
  });

  it('parses lists and booleans', () => {
    const env = parseEnv({ CORS_ORIGINS: 'https://a.example, https://b.example', SEED_DEMO: 'false' });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.SEED_DEMO).toBe(false);
  });

  it('takes a PostgreSQL DATABASE_URL, and then shares the database by default', () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({}).DATABASE_SHARED).toBe(false);
    const env = parseEnv({ DATABASE_URL: 'postgresql://casa:secret@db.internal:5432/casa' });
    expect(env.DATABASE_URL).toBe('postgresql://casa:secret@db.internal:5432/casa');
    expect(env.DATABASE_SHARED).toBe(true);
    expect(parseEnv({ DATABASE_URL: 'postgresql://casa@db/casa', DATABASE_SHARED: 'false' }).DATABASE_SHARED).toBe(false);
    expect(parseEnv({ DATABASE_SHARED: 'true' }).DATABASE_SHARED).toBe(true);
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL, without showing its password', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://casa:secret@db/casa' })).toThrow(/DATABASE_URL: must start with postgresql:\/\//);
    expect(() => parseEnv({ DATABASE_URL: 'postgresql://casa:secret@db.internal:5432' })).toThrow(/DATABASE_URL: must name the database/);
    let message = '';
    try {
      parseEnv({ DATABASE_URL: 'postgresql://casa:top@secret@db.internal:5432' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toContain('casa:***@db.internal');
    expect(message).not.toMatch(/top|secret/);
  });

  it('reads the e-mail settings: SMTP_URL optional, MAIL_FROM unset (the settings name signs), PUBLIC_URL defaulting to http://localhost:3000', () => {
    const none = parseEnv({});
    expect(none.SMTP_URL).toBeUndefined();
    expect(none.MAIL_FROM).toBeUndefined();
    expect(none.PUBLIC_URL).toBe('http://localhost:3000');
    const set = parseEnv({ SMTP_URL: 'smtps://bar:pw@smtp.example.com:465', MAIL_FROM: 'hola@casaolivera.example', PUBLIC_URL: 'https://bar.example/' });
    expect(set.SMTP_URL).toBe('smtps://bar:pw@smtp.example.com:465');
    expect(set.MAIL_FROM).toBe('hola@casaolivera.example');
    expect(set.PUBLIC_URL).toBe('https://bar.example');
    expect(parseEnv({ SMTP_URL: 'smtp://localhost:25' }).SMTP_URL).toBe('smtp://localhost:25');
    expect(none.MAIL_POLL_SECONDS).toBe(2);
    expect(parseEnv({ MAIL_POLL_SECONDS: '0.5' }).MAIL_POLL_SECONDS).toBe(0.5);
  });

  it('warns, once, of a production server without PUBLIC_URL, and starts all the same', () => {
    const production = parseEnv({ NODE_ENV: 'production' });
    expect(production.PUBLIC_URL).toBe('http://localhost:3000');
    expect(production.warnings).toHaveLength(1);
    expect(production.warnings[0]).toMatch(/^PUBLIC_URL is not set: .*http:\/\/localhost:3000/);
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://tapas.example.org' }).warnings).toEqual([]);
    expect(parseEnv({}).warnings).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'test' }).warnings).toEqual([]);
  });

  it('names a bad e-mail setting, without showing the SMTP password', () => {
    expect(() => parseEnv({ MAIL_FROM: 'Casa Olivera' })).toThrow(/MAIL_FROM: must be an e-mail address/);
    expect(() => parseEnv({ MAIL_FROM: 'Casa\r\nBcc: x@y.example <hola@casaolivera.example>' })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://bar.example' })).toThrow(/PUBLIC_URL: must be an http/);
    expect(() => parseEnv({ MAIL_POLL_SECONDS: '0' })).toThrow(/MAIL_POLL_SECONDS: must be at least 0.1/);
    expect(() => parseEnv({ MAIL_POLL_SECONDS: 'often' })).toThrow(/MAIL_POLL_SECONDS: must be a number of seconds/);
    let message = '';
    try {
      parseEnv({ SMTP_URL: 'http://bar:hunter2@smtp.example.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).not.toContain('hunter2');
  });

  it('maps TRUST_PROXY to Express settings', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback')).toBe('loopback');
  });
});
