import type { Language } from '@tenace/model';
import type { RenderedEmail } from '../../mail/templates.js';

/** What a contact message carries (storefront.md §3 "Contact message"). */
interface ContactFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly message: string;
}

/**
 * The contact form's e-mails (storefront.md §5 "Contact form"): the message to the support team,
 * and a copy to its sender (docs/decisions.md "Account e-mails").
 */
export type ContactEmailTemplate =
  | ({ readonly name: 'contact-message' } & ContactFields)
  | ({ readonly name: 'contact-copy' } & ContactFields);

export function renderContactEmail(
  template: ContactEmailTemplate,
  language: Language,
): RenderedEmail {
  const dutch = language === 'nlNL';
  switch (template.name) {
    case 'contact-message':
      // To the support team, who read English whatever the sender's language.
      return {
        subject: `Contact form: ${template.firstName} ${template.lastName}`,
        text: [
          `From: ${template.firstName} ${template.lastName} <${template.email}>`,
          `Phone: ${template.phone ?? '-'}`,
          '',
          template.message,
          '',
        ].join('\n'),
      };
    case 'contact-copy':
      return dutch
        ? {
            subject: 'Je bericht aan Tenace',
            text: `Hallo ${template.firstName},\n\nBedankt voor je bericht. We antwoorden zo snel mogelijk op dit adres. Dit heb je gestuurd:\n\nTelefoon: ${template.phone ?? '-'}\n\n${template.message}\n\nHeb jij dit niet gestuurd? Dan kun je dit bericht negeren.\n`,
          }
        : {
            subject: 'Your message to Tenace',
            text: `Hello ${template.firstName},\n\nThank you for your message. We will answer at this address as soon as we can. This is what you sent:\n\nPhone: ${template.phone ?? '-'}\n\n${template.message}\n\nIf you did not send this, you can ignore this message.\n`,
          };
  }
}
