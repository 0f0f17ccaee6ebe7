// The `?token=` of an e-mailed link (invitation, password reset): text, or nothing.
export interface LinkTokenSearch {
  token?: string;
}

export function linkTokenSearch(search: Record<string, unknown>): LinkTokenSearch {
  const token = search['token'];
  return typeof token === 'string' && token ? { token } : {};
}
