/** The forms' rules and messages (storefront.md §5, §9). */
import { email, maxLength, required } from '../lib/validation.js';

const TEXT = maxLength(100);

export const LOGIN_SCHEMA = {
  email: [email, TEXT],
  password: [required('Password is required'), TEXT],
};

export const FORGOTTEN_SCHEMA = { email: [email, TEXT] };

export const REGISTER_SCHEMA = {
  firstName: [required('First name is required'), TEXT],
  lastName: [required('Last name is required'), TEXT],
  email: [email, TEXT],
  password: [required('Password is required'), TEXT],
};

export const NEW_PASSWORD_SCHEMA = {
  password: [required('Password is required'), TEXT],
  confirmPassword: [required('Password is required'), TEXT],
};

export const GIFT_SCHEMA = {
  toFirstName: [required('Recipient first name is required'), TEXT],
  toLastName: [required('Recipient last name is required'), TEXT],
  toEmail: [email, TEXT],
  // storefront.md §5: add-to-cart needs the message filled too.
  message: [required('Message is required'), maxLength(500)],
};

export const CONTACT_SCHEMA = {
  firstName: [required('First name is required'), TEXT],
  lastName: [required('Last name is required'), TEXT],
  email: [email, TEXT],
  phone: [maxLength(50)],
  message: [required('Message is required'), maxLength(500)],
};

export const PERSONAL_SCHEMA = {
  firstName: [required('First name is required'), TEXT],
  lastName: [required('Last name is required'), TEXT],
  email: [required('Email is required'), email, TEXT],
};
