import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardNumberError,
  completeCard,
  expiryError,
  formatCardNumber,
  formatExpiry,
  isNumberComplete,
  maskCardNumber,
  parseExpiry,
} from './card-input.js';

const today = new Date(2026, 10, 21);

describe('the local card form', () => {
  it('knows the three brands of storefront.md §2', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBeUndefined();
  });

  it('takes a number as complete only at its length and with a good check digit', () => {
    expect(isNumberComplete('4242424242424242')).toBe(true);
    expect(isNumberComplete('424242424242424')).toBe(false);
    expect(isNumberComplete('4242424242424241')).toBe(false);
    expect(isNumberComplete('378282246310005')).toBe(true);
  });

  it('tells an unsupported brand as soon as the first digits rule out every brand', () => {
    expect(cardNumberError('')).toBeUndefined();
    for (const start of ['2', '3', '4', '5', '22', '34', '37', '51']) {
      expect(cardNumberError(start)).toBeUndefined();
    }
    expect(cardNumberError('6')).toBe('brandUnsupported');
    expect(cardNumberError('1')).toBe('brandUnsupported');
    expect(cardNumberError('30')).toBe('brandUnsupported');
    expect(cardNumberError('6011111111111117')).toBe('brandUnsupported');
  });

  it('tells a failing check digit once the number has its length, not before', () => {
    expect(cardNumberError('424242424242424')).toBeUndefined();
    expect(cardNumberError('4242424242424241')).toBe('numberInvalid');
    expect(cardNumberError('4242424242424242')).toBeUndefined();
    expect(cardNumberError('378282246310006')).toBe('numberInvalid');
    expect(cardNumberError('378282246310005')).toBeUndefined();
  });

  it('tells a month that is none once both digits are typed, and an expiry in the past', () => {
    expect(expiryError('1', today)).toBeUndefined();
    expect(expiryError('13', today)).toBe('monthInvalid');
    expect(expiryError('00', today)).toBe('monthInvalid');
    expect(expiryError('13 / 30', today)).toBe('monthInvalid');
    expect(expiryError('12 / 2', today)).toBeUndefined();
    expect(expiryError('10 / 26', today)).toBe('expiryPast');
    expect(expiryError('12 / 25', today)).toBe('expiryPast');
    expect(expiryError('11 / 26', today)).toBeUndefined();
    expect(expiryError('01 / 27', today)).toBeUndefined();
  });

  it('groups and masks the number, keeping the last four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(maskCardNumber('4242424242424242')).toBe('•••• •••• •••• 4242');
  });

  it('reads an expiry as MM / YY, refusing a past month', () => {
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(parseExpiry('12 / 30', today)).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('11 / 26', today)).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('10 / 26', today)).toBeUndefined();
    expect(parseExpiry('13 / 30', today)).toBeUndefined();
    expect(parseExpiry('1 / 3', today)).toBeUndefined();
  });

  it('is complete only when number, expiry and CVC are (storefront.md §4)', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
    expect(completeCard(card, today)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(completeCard({ ...card, cvc: '12' }, today)).toBeUndefined();
    expect(completeCard({ ...card, expiry: '12' }, today)).toBeUndefined();
    expect(completeCard({ ...card, number: '4242' }, today)).toBeUndefined();
    expect(
      completeCard({ number: '378282246310005', expiry: '12/30', cvc: '1234' }, today),
    ).toBeDefined();
  });
});
