import type { Language } from '../domain/language.js';

/** The e-mails the accounts send, each with the link it carries. */
export type EmailTemplate =
  | { readonly name: 'password-reset'; readonly firstName: string; readonly link: string }
  | { readonly name: 'account-activation'; readonly firstName: string; readonly link: string };

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
  }
}
