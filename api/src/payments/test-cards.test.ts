import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_INCORRECT, cardBehaviour, cardBrand } from './test-cards.js';

describe('the local provider test cards', () => {
  it.each([
    ['4242424242424242', 'succeed'],
    ['4242 4242 4242 4242', 'succeed'],
    ['5555555555554444', 'succeed'],
    ['378282246310005', 'succeed'],
    ['4000002500003155', 'authenticate'],
    ['4000000000000002', 'decline'],
  ])('%s: %s', (number, behaviour) => {
    expect(cardBehaviour(number)).toBe(behaviour);
  });

  it.each(['4242424242424241', '1234', '', '6011111111111117'])(
    '%s is refused as incorrect',
    (number) => {
      expect(cardBehaviour(number)).toEqual({ refused: CARD_NUMBER_INCORRECT });
    },
  );

  it('names the three brands the checkout takes (storefront.md §2)', () => {
    expect([
      cardBrand('4242424242424242'),
      cardBrand('5555555555554444'),
      cardBrand('378282246310005'),
    ]).toEqual(['visa', 'mastercard', 'amex']);
  });
});
