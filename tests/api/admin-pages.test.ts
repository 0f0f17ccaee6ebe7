// The staff admin's pages (/admin/*): the SPA shell, rendered in the browser, never stored by a browser or a cache.
import { describe, expect, it } from 'vitest';
import { api } from './http';

describe('GET /admin/*', () => {
  it.each(['/admin', '/admin/login', '/admin/menu', '/admin/contacts/12'])('%s is the shell, answered with Cache-Control: no-store', async (path) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the public pages revalidated as before', async () => {
    expect((await api('/menu')).headers.get('cache-control')).toBe('no-cache');
  });
});
