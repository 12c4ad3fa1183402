import { timestamp } from 'drizzle-orm/pg-core';

/** A time in UTC, read back as `Date` (DESIGN.md "Data": times are UTC). */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
