// Generates the SQL migrations from the Drizzle schema (src/db/schema) with drizzle-kit.
// Run after changing the schema, and commit what it writes to ./drizzle.
import { spawnSync } from 'node:child_process';

const result = spawnSync('drizzle-kit', ['generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: false,
});
process.exit(result.status ?? 1);
