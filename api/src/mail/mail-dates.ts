import type { Language } from '@tenace/model';

/**
 * E-mails give times in the seller's time zone, named, since the reader may be anywhere
 * (docs/decisions.md "Receipts").
 */
const MAIL_TIME_ZONE = 'Europe/Amsterdam';

/**
 * A date and time as an e-mail in `language` writes it: day first in en-GB and nl-NL alike.
 *
 * @example
 * mailDateTime(new Date('2026-11-28T09:05:00Z'), 'enGB') // '28 November 2026 at 10:05 (Amsterdam time)'
 */
export function mailDateTime(date: Date, language: Language): string {
  const dutch = language === 'nlNL';
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(dutch ? 'nl-NL' : 'en-GB', {
      ...options,
      timeZone: MAIL_TIME_ZONE,
    }).format(date);
  const day = format({ day: 'numeric', month: 'long', year: 'numeric' });
  const time = format({ hour: '2-digit', minute: '2-digit' });
  return dutch ? `${day} om ${time} (Nederlandse tijd)` : `${day} at ${time} (Amsterdam time)`;
}
