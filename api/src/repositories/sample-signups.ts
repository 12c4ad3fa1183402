import type { Database } from '../db/database.js';

export type SampleSignupRow = Database['tables']['sampleSignups']['$inferSelect'];

/** Sign-ups for a subscription's sample articles (storefront.md §4 "Sample sign-up"). */
export interface SampleSignupRepository {
  /** Records the sign-up; false when this address had already signed up for the subscription. */
  insert(signup: Omit<SampleSignupRow, 'id'>): Promise<boolean>;
}

export function createSampleSignupRepository({
  db,
  tables: { sampleSignups },
}: Database): SampleSignupRepository {
  return {
    async insert(signup) {
      const rows = await db
        .insert(sampleSignups)
        .values(signup)
        .onConflictDoNothing()
        .returning({ id: sampleSignups.id });
      return rows.length > 0;
    },
  };
}
