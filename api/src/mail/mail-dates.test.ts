import { describe, expect, it } from 'vitest';
import { mailDateTime } from './mail-dates.js';

describe('mailDateTime', () => {
  it('writes the day first in English and Dutch, in Amsterdam time', () => {
    // 09:05 UTC in November is 10:05 in Amsterdam (CET).
    const date = new Date('2026-11-28T09:05:00Z');
    expect(mailDateTime(date, 'enGB')).toBe('28 November 2026 at 10:05 (Amsterdam time)');
    expect(mailDateTime(date, 'nlNL')).toBe('28 november 2026 om 10:05 (Nederlandse tijd)');
  });

  it('follows summer time', () => {
    expect(mailDateTime(new Date('2026-07-01T22:30:00Z'), 'enGB')).toBe(
      '2 July 2026 at 00:30 (Amsterdam time)',
    );
  });
});
