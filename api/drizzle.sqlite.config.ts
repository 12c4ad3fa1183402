import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w api` writes the SQLite migrations from src/db/schema/sqlite.ts. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/sqlite.ts',
  out: './migrations/sqlite',
});
