import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres';

/**
 * Vitest global setup: one PostgreSQL server for the whole run (TEST_DATABASE_URL's, or a throwaway
 * cluster), which the storage tests reach through `runPostgres()`, each on new databases.
 */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
