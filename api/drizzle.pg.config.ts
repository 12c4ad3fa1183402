import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w api` writes the PostgreSQL migrations from src/db/schema/pg.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/pg.ts',
  out: './migrations/pg',
});
