import type { Language } from '@tenace/model';
import {
  type AccountEmailTemplate,
  renderAccountEmail,
} from '../services/accounts/account-emails.js';
import {
  type AddressEmailTemplate,
  renderAddressEmail,
} from '../services/accounts/address-emails.js';
import { renderSalesEmail, type SalesEmailTemplate } from '../services/sales/sales-emails.js';
import {
  type ContactEmailTemplate,
  renderContactEmail,
} from '../services/support/contact-emails.js';

/** The e-mails the server sends, each with what it carries. */
export type EmailTemplate =
  | { readonly name: 'password-reset'; readonly firstName: string; readonly link: string }
  | { readonly name: 'account-activation'; readonly firstName: string; readonly link: string }
  | {
      readonly name: 'sample-articles';
      readonly subscriptionTitle: string;
      /** The latest free article, or the subscription's page when none is free. */
      readonly link: string;
    }
  | ContactEmailTemplate
  | AccountEmailTemplate
  | AddressEmailTemplate
  | SalesEmailTemplate;

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
}

/**
 * The subject and plain-text body of an e-mail in the recipient's language.
 *
 * @example
 * renderEmail({ name: 'password-reset', firstName: 'Ann', link: 'https://…/resetpassword/abc' }, 'enGB').subject
 * // 'Reset your Tenace password'
 */
export function renderEmail(template: EmailTemplate, language: Language): RenderedEmail {
  const dutch = language === 'nlNL';
  switch (template.name) {
    case 'password-reset':
      return dutch
        ? {
            subject: 'Stel je Tenace-wachtwoord opnieuw in',
            text: `Hallo ${template.firstName},\n\nKies een nieuw wachtwoord via deze link (één uur geldig):\n${template.link}\n\nHeb je dit niet aangevraagd? Dan kun je dit bericht negeren.\n`,
          }
        : {
            subject: 'Reset your Tenace password',
            text: `Hello ${template.firstName},\n\nChoose a new password with this link (valid for one hour):\n${template.link}\n\nIf you did not ask for this, you can ignore this message.\n`,
          };
    case 'account-activation':
      return dutch
        ? {
            subject: 'Rond je Tenace-account af',
            text: `Hallo ${template.firstName},\n\nEr is een Tenace-account voor je aangemaakt. Kies een wachtwoord via deze link:\n${template.link}\n`,
          }
        : {
            subject: 'Complete your Tenace account',
            text: `Hello ${template.firstName},\n\nA Tenace account has been made for you. Choose a password with this link:\n${template.link}\n`,
          };
    case 'sample-articles':
      return dutch
        ? {
            subject: `Je voorproefje van ${template.subscriptionTitle}`,
            text: `Hallo,\n\nBedankt voor je interesse in ${template.subscriptionTitle}. Lees hier een gratis artikel:\n${template.link}\n`,
          }
        : {
            subject: `Your sample of ${template.subscriptionTitle}`,
            text: `Hello,\n\nThank you for your interest in ${template.subscriptionTitle}. Read a free article here:\n${template.link}\n`,
          };
    case 'contact-message':
    case 'contact-copy':
      return renderContactEmail(template, language);
    case 'welcome':
    case 'password-changed':
      return renderAccountEmail(template, language);
    case 'email-confirmation':
    case 'email-change-taken':
    case 'email-change-requested':
      return renderAddressEmail(template, language);
    default:
      return renderSalesEmail(template, language);
  }
}
