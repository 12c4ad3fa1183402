import { describe, expect, it } from 'vitest';
import { filledMessage } from './failure.js';

describe('filledMessage', () => {
  it('fills each placeholder with its value, as i18next does', () => {
    expect(
      filledMessage({
        code: 'BAD_USER_INPUT',
        message: 'You already own “{{title}}”: {{title}} again?',
        values: { title: 'Slam bidding' },
      }),
    ).toBe('You already own “Slam bidding”: Slam bidding again?');
  });

  it('keeps a message without values, and a placeholder without a value, as they are', () => {
    expect(filledMessage({ code: 'BAD_USER_INPUT', message: 'Your cart is empty' })).toBe(
      'Your cart is empty',
    );
    expect(
      filledMessage({ code: 'BAD_USER_INPUT', message: 'Hello {{name}}', values: { title: 'x' } }),
    ).toBe('Hello {{name}}');
  });
});
