import { describe, expect, it } from 'vitest';
import { englishProblems as messages } from './english.testkit.js';
import {
  CHANGE_PASSWORD_SCHEMA,
  CONTACT_SCHEMA,
  emailChangeReady,
  FORGOTTEN_PASSWORD_SCHEMA,
  GIFT_SCHEMA,
  LOGIN_SCHEMA,
  NEW_PASSWORD_SCHEMA,
  PERSONAL_DETAILS_SCHEMA,
  REGISTRATION_SCHEMA,
} from './forms.js';
import { fieldProblems } from './problems.js';

const long = (n: number) => 'x'.repeat(n);
/** A valid e-mail address of exactly `n` characters. */
const emailOf = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe('the gift form (storefront.md §5)', () => {
  const filled = { toFirstName: 'Bo', toLastName: 'Lee', toEmail: 'bo@example.com', message: 'Hi' };

  it('gives the spec messages', () => {
    expect(
      messages(GIFT_SCHEMA, { toFirstName: '', toLastName: ' ', toEmail: 'bo@', message: '' }),
    ).toEqual({
      toFirstName: 'Recipient first name is required',
      toLastName: 'Recipient last name is required',
      toEmail: 'Invalid Email',
      message: 'Message is required',
    });
  });

  it('takes names and e-mail of 100 characters and a message of 500, and no more', () => {
    expect(
      messages(GIFT_SCHEMA, {
        toFirstName: long(100),
        toLastName: long(100),
        toEmail: emailOf(100),
        message: long(500),
      }),
    ).toEqual({});
    expect(
      messages(GIFT_SCHEMA, {
        toFirstName: long(101),
        toLastName: long(101),
        toEmail: emailOf(101),
        message: long(501),
      }),
    ).toEqual({
      toFirstName: 'Recipient first name must be at most 100 characters',
      toLastName: 'Recipient last name must be at most 100 characters',
      toEmail: 'Email must be at most 100 characters',
      message: 'Message must be at most 500 characters',
    });
  });

  it('keeps line breaks in the message but refuses control characters in a name', () => {
    expect(messages(GIFT_SCHEMA, { ...filled, message: 'Dear Bo,\n\tenjoy' })).toEqual({});
    expect(messages(GIFT_SCHEMA, { ...filled, toFirstName: 'B\u0000o' })).toEqual({
      toFirstName: 'Text must not contain control characters',
    });
  });
});

describe('login and the forgotten password (storefront.md §5)', () => {
  it('gives the spec messages', () => {
    expect(messages(LOGIN_SCHEMA, { email: 'ann@example', password: '' })).toEqual({
      email: 'Invalid Email',
      password: 'Password is required',
    });
    expect(messages(FORGOTTEN_PASSWORD_SCHEMA, { email: '  ' })).toEqual({
      email: 'Email is required',
    });
  });

  it('takes an e-mail and a password of 100 characters, and no more', () => {
    expect(messages(LOGIN_SCHEMA, { email: emailOf(100), password: long(100) })).toEqual({});
    expect(messages(LOGIN_SCHEMA, { email: emailOf(101), password: long(101) })).toEqual({
      email: 'Email must be at most 100 characters',
      password: 'Password must be at most 100 characters',
    });
  });

  it('trims the e-mail but not the password, and asks no length of a password to log in', () => {
    expect(messages(LOGIN_SCHEMA, { email: ` ${emailOf(100)} `, password: ' ' })).toEqual({});
  });
});

describe('registration (storefront.md §5)', () => {
  const filled = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: '' };

  it('gives the spec messages', () => {
    expect(
      messages(REGISTRATION_SCHEMA, { firstName: '', lastName: '', email: '', password: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('asks a new password of 10 to 100 characters', () => {
    expect(messages(REGISTRATION_SCHEMA, { ...filled, password: long(9) })).toEqual({
      password: 'Password must be at least 10 characters',
    });
    expect(messages(REGISTRATION_SCHEMA, { ...filled, password: long(10) })).toEqual({});
    expect(messages(REGISTRATION_SCHEMA, { ...filled, password: long(100) })).toEqual({});
    expect(messages(REGISTRATION_SCHEMA, { ...filled, password: long(101) })).toEqual({
      password: 'Password must be at most 100 characters',
    });
  });

  it('takes names of 100 characters, and no more', () => {
    const names = (n: number) => ({ ...filled, firstName: long(n), lastName: long(n) });
    expect(messages(REGISTRATION_SCHEMA, { ...names(100), password: long(10) })).toEqual({});
    expect(messages(REGISTRATION_SCHEMA, { ...names(101), password: long(10) })).toEqual({
      firstName: 'First name must be at most 100 characters',
      lastName: 'Last name must be at most 100 characters',
    });
  });
});

describe('a new password and its confirmation (storefront.md §5)', () => {
  it("says passwords don't match at the confirmation", () => {
    expect(
      messages(NEW_PASSWORD_SCHEMA, { password: 'first secret', confirmPassword: 'other one' }),
    ).toEqual({ confirmPassword: "passwords don't match" });
    expect(
      messages(NEW_PASSWORD_SCHEMA, { password: 'same secret', confirmPassword: 'same secret' }),
    ).toEqual({});
  });

  it("says passwords don't match while the password is too short too", () => {
    expect(messages(NEW_PASSWORD_SCHEMA, { password: 'een', confirmPassword: 'twee' })).toEqual({
      password: 'Password must be at least 10 characters',
      confirmPassword: "passwords don't match",
    });
  });

  it('asks for the confirmation', () => {
    expect(messages(NEW_PASSWORD_SCHEMA, { password: 'a secret!!', confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('asks for the current password to change it', () => {
    const values = { currentPassword: '', password: 'new secret!', confirmPassword: 'new secret!' };
    expect(messages(CHANGE_PASSWORD_SCHEMA, values)).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(messages(CHANGE_PASSWORD_SCHEMA, { ...values, currentPassword: 'old' })).toEqual({});
    expect(
      messages(CHANGE_PASSWORD_SCHEMA, { ...values, currentPassword: 'old', confirmPassword: 'x' }),
    ).toEqual({ confirmPassword: "passwords don't match" });
  });
});

describe('the contact form (storefront.md §5)', () => {
  const filled = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '',
    message: 'Hello',
  };

  it('takes no phone, or one of 50 characters, and a message of 500', () => {
    expect(messages(CONTACT_SCHEMA, filled)).toEqual({});
    expect(messages(CONTACT_SCHEMA, { ...filled, phone: long(50), message: long(500) })).toEqual(
      {},
    );
    expect(messages(CONTACT_SCHEMA, { ...filled, phone: long(51), message: long(501) })).toEqual({
      phone: 'Phone must be at most 50 characters',
      message: 'Message must be at most 500 characters',
    });
  });

  it('asks for the message', () => {
    expect(messages(CONTACT_SCHEMA, { ...filled, message: ' ' })).toEqual({
      message: 'Message is required',
    });
  });
});

describe('personal details (storefront.md §5)', () => {
  const filled = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    currency: 'EUR',
    currentPassword: '',
  };

  it('gives the spec messages and asks for a currency', () => {
    expect(messages(PERSONAL_DETAILS_SCHEMA, filled)).toEqual({});
    expect(
      messages(PERSONAL_DETAILS_SCHEMA, {
        ...filled,
        firstName: '',
        lastName: '',
        email: 'ann',
        currency: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid Email',
      currency: 'Currency is required',
    });
  });

  it('needs the current password only for a new e-mail', () => {
    const values = { email: 'ANN@example.com ', currentPassword: '' };
    expect(emailChangeReady('ann@example.com', values)).toBe(true);
    expect(emailChangeReady('ann@example.com', { ...values, email: 'bo@example.com' })).toBe(false);
    expect(
      emailChangeReady('ann@example.com', { email: 'bo@example.com', currentPassword: 'old' }),
    ).toBe(true);
  });
});

describe('fieldProblems', () => {
  it('names the key and the limit of each first problem, for the forms to translate', () => {
    expect(
      fieldProblems(REGISTRATION_SCHEMA, {
        firstName: long(101),
        lastName: 'Lee',
        email: '',
        password: 'short',
      }),
    ).toEqual({
      firstName: { message: 'tooLong', max: 100 },
      email: { message: 'emailRequired' },
      password: { message: 'passwordTooShort', min: 10 },
    });
  });
});
