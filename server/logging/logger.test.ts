import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  return { lines, log: createLogger('trace', { write: (line: string) => void lines.push(line) }) };
}

describe('createLogger', () => {
  it('writes one JSON object per line, at and above its level only', () => {
    const lines: string[] = [];
    const log = createLogger('warn', { write: (line: string) => void lines.push(line) });
    log.info('hidden');
    log.warn('shown');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: 'shown' });
  });

  it('redacts credentials and bodies a log call carries by mistake', () => {
    const { lines, log } = capture();
    log.info({ password: 'p-1', token: 't-1', body: { password: 'p-2' }, headers: { authorization: 'Bearer t-2', cookie: 'sid=c-1', accept: 'text/html' } }, 'call');
    log.info({ req: { headers: { authorization: 'Bearer t-3' }, body: 'password=p-3' }, res: { headers: { 'set-cookie': 'sid=c-2' } } }, 'pair');
    log.error({ err: Object.assign(new Error('parse failed'), { body: '{"password":"p-4"}' }) }, 'failure');
    const text = lines.join('');
    for (const secret of ['p-1', 'p-2', 'p-3', 'p-4', 't-1', 't-2', 't-3', 'c-1', 'c-2']) expect(text).not.toContain(secret);
    expect(text).toContain('text/html');
    expect(JSON.parse(lines[2]!).err.stack).toMatch(/parse failed\n\s+at /);
  });
});
