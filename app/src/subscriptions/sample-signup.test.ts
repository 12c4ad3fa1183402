import { describe, expect, it } from 'vitest';
import { canSignUp } from './sample-signup.js';

describe('the sample sign-up button (storefront.md §5)', () => {
  it('is disabled for a signed-out visitor while the e-mail is empty or invalid', () => {
    expect(canSignUp(false, '')).toBe(false);
    expect(canSignUp(false, 'not-an-address')).toBe(false);
    expect(canSignUp(false, `${'a'.repeat(95)}@example.com`)).toBe(false);
  });

  it('is enabled for a signed-out visitor with a valid e-mail', () => {
    expect(canSignUp(false, 'reader@example.com')).toBe(true);
  });

  it('needs no e-mail from a signed-in user (§4: "not needed when signed in")', () => {
    expect(canSignUp(true, '')).toBe(true);
  });
});
