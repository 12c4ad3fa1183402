import { integer } from 'drizzle-orm/sqlite-core';

/** A time in UTC, stored as integer milliseconds since the epoch and read back as `Date`. */
export const utc = (name: string) => integer(name, { mode: 'timestamp_ms' });

/** A boolean, stored as 0 or 1. */
export const flag = (name: string) => integer(name, { mode: 'boolean' });
