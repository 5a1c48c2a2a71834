import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it writes SQL migration files that the server applies itself
// (src/db/migrate.ts) on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
