import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { answerByValidators } from './conditional-requests';

function pass(method: string, headers: Record<string, string>): Record<string, string | undefined> {
  const req = { method, headers: { ...headers } } as unknown as Request;
  let called = false;
  answerByValidators()(req, {} as Response, () => {
    called = true;
  });
  expect(called).toBe(true);
  return req.headers as Record<string, string | undefined>;
}

describe('answerByValidators', () => {
  it("sets a conditional read's no-cache aside, so its validators decide", () => {
    for (const method of ['GET', 'HEAD']) {
      const headers = pass(method, { 'if-none-match': '"abc"', 'cache-control': 'no-cache', pragma: 'no-cache' });
      expect(headers['cache-control']).toBeUndefined();
      expect(headers.pragma).toBeUndefined();
      expect(pass(method, { 'if-modified-since': 'Tue, 01 Dec 2026 10:00:00 GMT', 'cache-control': 'no-cache' })['cache-control']).toBeUndefined();
    }
  });

  it('leaves a read without validators, and every other method, exactly as it came', () => {
    expect(pass('GET', { 'cache-control': 'no-cache' })['cache-control']).toBe('no-cache');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const headers = pass(method, { 'if-none-match': '"abc"', 'cache-control': 'no-cache', pragma: 'no-cache' });
      expect(headers).toEqual({ 'if-none-match': '"abc"', 'cache-control': 'no-cache', pragma: 'no-cache' });
    }
  });
});
