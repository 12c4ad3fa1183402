import type { Language } from '@tenace/model';
import { COMPANY_DETAILS } from '../../company/company-details.js';
import { mailDateTime } from '../../mail/mail-dates.js';
import type { RenderedEmail } from '../../mail/templates.js';

/**
 * The account's own e-mails (docs/decisions.md "Account e-mails"): the welcome once the account's
 * address is first proven, and the note after every password change, which says when and what to
 * do if it was not the owner.
 */
export type AccountEmailTemplate =
  | {
      readonly name: 'welcome';
      readonly firstName: string;
      readonly libraryLink: string;
      readonly productsLink: string;
    }
  | {
      readonly name: 'password-changed';
      readonly firstName: string;
      readonly changedAt: Date;
      readonly resetLink: string;
    };

export function renderAccountEmail(
  template: AccountEmailTemplate,
  language: Language,
): RenderedEmail {
  const dutch = language === 'nlNL';
  const support = COMPANY_DETAILS.email;
  switch (template.name) {
    case 'welcome':
      return dutch
        ? {
            subject: 'Welkom bij Tenace',
            text: `Hallo ${template.firstName},\n\nWelkom bij Tenace. Je account is klaar.\n\nJe gekochte en gekregen sets staan in je bibliotheek:\n${template.libraryLink}\n\nOntdek de sets en abonnementen:\n${template.productsLink}\n\nVragen? Mail ons op ${support}.\n`,
          }
        : {
            subject: 'Welcome to Tenace',
            text: `Hello ${template.firstName},\n\nWelcome to Tenace. Your account is ready.\n\nThe sets you buy or are given are in your library:\n${template.libraryLink}\n\nDiscover the sets and subscriptions:\n${template.productsLink}\n\nQuestions? Write to us at ${support}.\n`,
          };
    case 'password-changed': {
      const when = mailDateTime(template.changedAt, language);
      return dutch
        ? {
            subject: 'Je Tenace-wachtwoord is gewijzigd',
            text: `Hallo ${template.firstName},\n\nHet wachtwoord van je Tenace-account is gewijzigd op ${when}.\n\nWas jij dit niet? Kies dan meteen een nieuw wachtwoord via 'Wachtwoord vergeten':\n${template.resetLink}\nDat beëindigt elke sessie op je account. Laat het ons ook weten op ${support}.\n`,
          }
        : {
            subject: 'Your Tenace password has been changed',
            text: `Hello ${template.firstName},\n\nThe password of your Tenace account was changed on ${when}.\n\nIf this was not you, choose a new password at once with 'Forgotten password':\n${template.resetLink}\nThat ends every session on your account. Please also tell us at ${support}.\n`,
          };
    }
  }
}
