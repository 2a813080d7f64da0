import { defineConfig } from 'drizzle-kit';

// Generating migrations needs only the schema, never a database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
});
