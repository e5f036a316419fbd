import { defineConfig } from 'drizzle-kit';

/** drizzle-kit only generates SQL migrations from the schema; the server applies them at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
