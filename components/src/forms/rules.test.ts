import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import {
  CHANGE_PASSWORD_FORM,
  CONTACT_FORM,
  emailChangeReady,
  FORGOTTEN_FORM,
  type FormSpec,
  GIFT_FORM,
  LOGIN_FORM,
  PERSONAL_DETAILS_FORM,
  REGISTER_FORM,
  RESET_FORM,
} from './rules.js';
import { canSubmitForm, validateForm } from './validation.js';

/** The English text a form shows for each failing field, as the spec words it. */
function messages<Field extends string>(
  form: FormSpec<Field>,
  values: Record<Field, string>,
): Partial<Record<Field, string>> {
  const texts: Partial<Record<Field, string>> = {};
  for (const [field, problem] of Object.entries(validateForm(form.rules, values))) {
    const { message, max, min } = problem as {
      message: keyof typeof en.store.validation;
      max?: number;
      min?: number;
    };
    texts[field as Field] = en.store.validation[message]
      .replace('{{max}}', String(max))
      .replace('{{min}}', String(min));
  }
  return texts;
}

const long = (n: number) => 'x'.repeat(n);

describe('the gift form (storefront.md §5)', () => {
  const filled = { toFirstName: 'Bo', toLastName: 'Lee', toEmail: 'bo@example.com', message: 'Hi' };

  it('gives the spec messages', () => {
    expect(
      messages(GIFT_FORM, { toFirstName: '', toLastName: ' ', toEmail: 'bo@', message: '' }),
    ).toEqual({
      toFirstName: 'Recipient first name is required',
      toLastName: 'Recipient last name is required',
      toEmail: 'Invalid Email',
      message: 'Message is required',
    });
  });

  it('limits names and e-mail to 100 characters and the message to 500', () => {
    expect(messages(GIFT_FORM, { ...filled, toFirstName: long(100), message: long(500) })).toEqual(
      {},
    );
    expect(messages(GIFT_FORM, { ...filled, toLastName: long(101), message: long(501) })).toEqual({
      toLastName: 'At most 100 characters',
      message: 'At most 500 characters',
    });
  });

  it('enables add-to-cart only when all four are filled with no errors', () => {
    expect(canSubmitForm(GIFT_FORM.rules, filled, GIFT_FORM.required)).toBe(true);
    expect(canSubmitForm(GIFT_FORM.rules, { ...filled, message: '' }, GIFT_FORM.required)).toBe(
      false,
    );
    expect(canSubmitForm(GIFT_FORM.rules, { ...filled, toEmail: 'bo' }, GIFT_FORM.required)).toBe(
      false,
    );
  });
});

describe('login and forgotten password', () => {
  it('gives the spec messages', () => {
    expect(messages(LOGIN_FORM, { email: 'ann@example', password: '' })).toEqual({
      email: 'Invalid Email',
      password: 'Password is required',
    });
    expect(messages(FORGOTTEN_FORM, { email: 'no at sign' })).toEqual({ email: 'Invalid Email' });
  });

  it('limits e-mail and password to 100 characters', () => {
    const email = `${long(95)}@a.nl`;
    expect(messages(LOGIN_FORM, { email, password: long(100) })).toEqual({});
    expect(messages(LOGIN_FORM, { email: `x${email}`, password: long(101) })).toEqual({
      email: 'At most 100 characters',
      password: 'At most 100 characters',
    });
  });

  it('keeps submit disabled until both are filled and error-free', () => {
    const ok = { email: 'ann@example.com', password: 'secret' };
    expect(canSubmitForm(LOGIN_FORM.rules, ok, LOGIN_FORM.required)).toBe(true);
    expect(canSubmitForm(LOGIN_FORM.rules, { ...ok, password: '' }, LOGIN_FORM.required)).toBe(
      false,
    );
  });
});

describe('registration, reset, contact and personal details', () => {
  it('registration names every missing field', () => {
    expect(
      messages(REGISTER_FORM, { firstName: '', lastName: '', email: '', password: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it("reset says passwords don't match", () => {
    expect(
      messages(RESET_FORM, { password: 'first secret', confirmation: 'other secret' }),
    ).toEqual({ confirmation: "passwords don't match" });
    expect(messages(RESET_FORM, { password: 'same secret', confirmation: 'same secret' })).toEqual(
      {},
    );
  });

  // docs/decisions.md "Passwords": the API's rule, with its message.
  it('a password being chosen has at least 10 characters; logging in checks no length', () => {
    const short = { password: '123456789', confirmation: '123456789' };
    expect(messages(RESET_FORM, short)).toEqual({
      password: 'Password must be at least 10 characters',
    });
    expect(messages(RESET_FORM, { password: '1234567890', confirmation: '1234567890' })).toEqual(
      {},
    );
    expect(
      messages(REGISTER_FORM, {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        password: 'short',
      }),
    ).toEqual({ password: 'Password must be at least 10 characters' });
    expect(messages(CHANGE_PASSWORD_FORM, { currentPassword: 'old', ...short })).toEqual({
      password: 'Password must be at least 10 characters',
    });
    expect(messages(LOGIN_FORM, { email: 'a@b.co', password: 'short' })).toEqual({});
  });

  it('changing the password needs the current one', () => {
    const values = { currentPassword: '', password: 'new secret!', confirmation: 'new secret!' };
    expect(messages(CHANGE_PASSWORD_FORM, values)).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(canSubmitForm(CHANGE_PASSWORD_FORM.rules, values, CHANGE_PASSWORD_FORM.required)).toBe(
      false,
    );
    expect(
      canSubmitForm(
        CHANGE_PASSWORD_FORM.rules,
        { ...values, currentPassword: 'old' },
        CHANGE_PASSWORD_FORM.required,
      ),
    ).toBe(true);
  });

  it('a new e-mail in the personal details needs the current password', () => {
    expect(
      emailChangeReady('ann@example.com', { email: ' Ann@Example.com ', currentPassword: '' }),
    ).toBe(true);
    expect(
      emailChangeReady('ann@example.com', { email: 'bo@example.com', currentPassword: '' }),
    ).toBe(false);
    expect(
      emailChangeReady('ann@example.com', { email: 'bo@example.com', currentPassword: 'secret' }),
    ).toBe(true);
  });

  it('contact: phone optional up to 50, message up to 500', () => {
    const ok = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '', message: 'Hello' };
    expect(messages(CONTACT_FORM, ok)).toEqual({});
    expect(messages(CONTACT_FORM, { ...ok, phone: long(51), message: long(501) })).toEqual({
      phone: 'At most 50 characters',
      message: 'At most 500 characters',
    });
    expect(canSubmitForm(CONTACT_FORM.rules, ok, CONTACT_FORM.required)).toBe(true);
    expect(canSubmitForm(CONTACT_FORM.rules, { ...ok, message: ' ' }, CONTACT_FORM.required)).toBe(
      false,
    );
  });

  it('personal details need names, a valid e-mail and a currency', () => {
    expect(
      messages(PERSONAL_DETAILS_FORM, {
        firstName: '',
        lastName: '',
        email: 'x',
        currency: '',
        currentPassword: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid Email',
      currency: 'Currency is required',
    });
  });
});
