import { defineConfig } from 'drizzle-kit'

// `pnpm db:generate` writes a migration for what changed in src/db/schema into drizzle/;
// the server applies the committed migrations when it starts (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
})
