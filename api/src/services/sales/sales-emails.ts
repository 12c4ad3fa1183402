import type { Language } from '@tenace/model';
import type { RenderedEmail } from '../../mail/templates.js';
import { renderOrderConfirmation } from './order-confirmation-email.js';
import type { Receipt } from './receipt.js';

/** The e-mails of a finished purchase (storefront.md §4: gifts e-mail recipient and purchaser). */
export type SalesEmailTemplate =
  | {
      readonly name: 'purchase-receipt';
      readonly firstName: string;
      readonly receipt: Receipt;
      readonly link: string;
    }
  | {
      readonly name: 'gift-received';
      readonly firstName: string;
      readonly fromName: string;
      readonly title: string;
      readonly message: string | null;
      readonly link: string;
    }
  | {
      readonly name: 'gift-sent';
      readonly firstName: string;
      readonly toName: string;
      readonly toEmail: string;
      readonly title: string;
    }
  | {
      readonly name: 'gift-voucher';
      readonly firstName: string;
      readonly code: string;
      readonly amount: string;
      readonly fromName: string | null;
      readonly message: string | null;
      readonly link: string;
    };

const block = (message: string | null, dutch: boolean) =>
  message === null || message.trim() === ''
    ? ''
    : `${dutch ? 'Bericht' : 'Message'}:\n${message}\n\n`;

/** The subject and plain-text body of a sales e-mail in the recipient's language. */
export function renderSalesEmail(template: SalesEmailTemplate, language: Language): RenderedEmail {
  const dutch = language === 'nlNL';
  switch (template.name) {
    case 'purchase-receipt':
      return renderOrderConfirmation(template.receipt, template.firstName, template.link, language);
    case 'gift-received':
      return dutch
        ? {
            subject: `${template.fromName} geeft je ${template.title}`,
            text: `Hallo ${template.firstName},\n\n${template.fromName} geeft je ${template.title} cadeau.\n\n${block(template.message, true)}Je vindt het in je bibliotheek:\n${template.link}\n`,
          }
        : {
            subject: `${template.fromName} sent you ${template.title}`,
            text: `Hello ${template.firstName},\n\n${template.fromName} has given you ${template.title}.\n\n${block(template.message, false)}Find it in your library:\n${template.link}\n`,
          };
    case 'gift-sent':
      return dutch
        ? {
            subject: `Je cadeau aan ${template.toName} is verstuurd`,
            text: `Hallo ${template.firstName},\n\nWe hebben ${template.toName} (${template.toEmail}) laten weten dat je ${template.title} cadeau geeft.\n`,
          }
        : {
            subject: `Your gift to ${template.toName} has been sent`,
            text: `Hello ${template.firstName},\n\nWe have let ${template.toName} (${template.toEmail}) know that you have given them ${template.title}.\n`,
          };
    case 'gift-voucher': {
      const from =
        template.fromName === null
          ? ''
          : dutch
            ? ` van ${template.fromName}`
            : ` from ${template.fromName}`;
      return dutch
        ? {
            subject: `Je Tenace-cadeaubon${from}`,
            text: `Hallo ${template.firstName},\n\nJe hebt een cadeaubon van ${template.amount}${from}.\n\n${block(template.message, true)}Je code: ${template.code}\nVul hem in bij het afrekenen:\n${template.link}\n`,
          }
        : {
            subject: `Your Tenace gift voucher${from}`,
            text: `Hello ${template.firstName},\n\nYou have a gift voucher of ${template.amount}${from}.\n\n${block(template.message, false)}Your code: ${template.code}\nEnter it at checkout:\n${template.link}\n`,
          };
    }
  }
}
