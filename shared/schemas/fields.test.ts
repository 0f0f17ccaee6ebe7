import { describe, expect, it } from 'vitest';
import { loginInput } from './auth';
import { optionalImageUrl, optionalText, requiredText } from './fields';

describe('text fields refuse a NUL character (no database stores one), naming the field', () => {
  it.each([
    ['requiredText', requiredText('Name', 50)],
    ['optionalText', optionalText('Notes', 50)],
    ['optionalImageUrl', optionalImageUrl('Image')],
  ])('%s', (_builder, schema) => {
    const result = schema.safeParse('/images/a\u0000b.jpg');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^(Name|Notes|Image) must not contain a NUL character\.$/);
    expect(schema.safeParse('/images/tortilla.jpg').success).toBe(true);
  });

  it('in the login e-mail too', () => {
    const result = loginInput.safeParse({ email: 'staff\u0000@test.example', password: 'x' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
  });
});
