import type { Language } from '@tenace/model';
import type { RenderedEmail } from '../../mail/templates.js';

/**
 * The e-mails that prove an address (docs/decisions.md "Account addresses"): the confirmation
 * link (registration, or the new address of an e-mail change), the note to an address already
 * taken (instead of the link, so the answer to updateUser tells nobody which addresses have an
 * account), and the note to the old address of an e-mail change.
 */
export type AddressEmailTemplate =
  | { readonly name: 'email-confirmation'; readonly firstName: string; readonly link: string }
  | { readonly name: 'email-change-taken'; readonly firstName: string; readonly resetLink: string }
  | {
      readonly name: 'email-change-requested';
      readonly firstName: string;
      readonly newEmail: string;
    };

export function renderAddressEmail(
  template: AddressEmailTemplate,
  language: Language,
): RenderedEmail {
  const dutch = language === 'nlNL';
  switch (template.name) {
    case 'email-confirmation':
      return dutch
        ? {
            subject: 'Bevestig je e-mailadres voor Tenace',
            text: `Hallo ${template.firstName},\n\nBevestig via deze link (zeven dagen geldig) dat dit e-mailadres van jou is:\n${template.link}\n\nCadeaus voor dit adres komen in je account zodra het bevestigd is. Heb je dit niet aangevraagd? Dan kun je dit bericht negeren.\n`,
          }
        : {
            subject: 'Confirm your e-mail address for Tenace',
            text: `Hello ${template.firstName},\n\nConfirm that this e-mail address is yours with this link (valid for seven days):\n${template.link}\n\nGifts for this address reach your account once it is confirmed. If you did not ask for this, you can ignore this message.\n`,
          };
    case 'email-change-taken':
      return dutch
        ? {
            subject: 'Iemand wilde dit e-mailadres gebruiken voor Tenace',
            text: `Hallo ${template.firstName},\n\nIemand heeft gevraagd een ander Tenace-account naar dit e-mailadres te verhuizen. Dit adres hoort al bij jouw account, dus er is niets veranderd.\n\nWas jij het en ben je je wachtwoord vergeten? Kies dan een nieuw wachtwoord:\n${template.resetLink}\n`,
          }
        : {
            subject: 'Someone tried to use this e-mail address on Tenace',
            text: `Hello ${template.firstName},\n\nSomeone asked to move another Tenace account to this e-mail address. The address already belongs to your account, so nothing has changed.\n\nIf it was you and you have forgotten your password, choose a new one here:\n${template.resetLink}\n`,
          };
    case 'email-change-requested':
      return dutch
        ? {
            subject: 'Je Tenace-e-mailadres wordt gewijzigd',
            text: `Hallo ${template.firstName},\n\nJe account vroeg om ${template.newEmail} als nieuw e-mailadres. Het verandert pas als de link in het bericht aan dat adres gevolgd wordt; tot dan blijft dit adres in gebruik.\n\nHeb je dit niet gedaan? Kies dan meteen een nieuw wachtwoord met 'Wachtwoord vergeten'.\n`,
          }
        : {
            subject: 'Your Tenace e-mail address is being changed',
            text: `Hello ${template.firstName},\n\nYour account asked for ${template.newEmail} as its new e-mail address. It changes only once the link in the message to that address is followed; until then this address stays in use.\n\nIf this was not you, choose a new password at once with 'Forgotten password'.\n`,
          };
  }
}
