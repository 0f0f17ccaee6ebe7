// GET /api/health: the probe load balancers and the test setup rely on.
import { describe, expect, it } from 'vitest';
import { api } from './http';

describe('GET /api/health', () => {
  it('answers 200 { ok: true, db: "up" } as JSON while the database answers', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toEqual({ ok: true, db: 'up' });
  });

  it('is an API route: POST to it is a 404 JSON, not a crash or HTML', async () => {
    const res = await api('/api/health', { method: 'POST', json: {} });
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ ok: false, error: 'NOT_FOUND' });
  });
});
