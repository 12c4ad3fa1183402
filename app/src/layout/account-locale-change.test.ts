import { describe, expect, it } from 'vitest';
import { accountLocaleChange } from './account-locale-change.js';

const free = { currencyFixed: false };
const fixed = { currencyFixed: true };

describe('what a header locale change saves on the account', () => {
  it('saves the field chosen for a user who may choose their currency', () => {
    expect(accountLocaleChange({ currency: 'EUR' }, free)).toEqual({ currency: 'EUR' });
    expect(accountLocaleChange({ language: 'nlNL' }, free)).toEqual({ language: 'nlNL' });
  });

  it('saves no currency while it is fixed: the header changes only the prices shown', () => {
    expect(accountLocaleChange({ currency: 'EUR' }, fixed)).toBeUndefined();
  });

  it('still saves a language change while the currency is fixed', () => {
    expect(accountLocaleChange({ language: 'nlNL' }, fixed)).toEqual({ language: 'nlNL' });
    expect(accountLocaleChange({ language: 'nlNL', currency: 'GBP' }, fixed)).toEqual({
      language: 'nlNL',
    });
  });
});
