import { describe, expect, it } from 'vitest';
import { canSubmit, email, maxLength, required, validate } from './validation.js';

const login = {
  email: [email, maxLength(100)],
  password: [required('Password is required'), maxLength(100)],
};

describe('form rules (storefront.md §5)', () => {
  it('gives the spec’s messages', () => {
    expect(validate(login, { email: 'nobody', password: '' })).toEqual({
      email: 'Invalid Email',
      password: 'Password is required',
    });
  });

  it('keeps submit disabled until every field passes', () => {
    expect(canSubmit(login, { email: 'a@b.nl', password: '' })).toBe(false);
    expect(canSubmit(login, { email: 'a@b.nl', password: 'secret' })).toBe(true);
    expect(canSubmit(login, { email: `${'a'.repeat(96)}@b.nl`, password: 'x' })).toBe(false);
  });
});
