// Once a browser-test run: the seeded template every spec file's server starts from (server-per-file.ts); the
// teardown this returns removes it.
import { removeDatabase, seedTemplate, templateDatabasePath } from './server-per-file';

export default async function globalSetup(): Promise<() => void> {
  await seedTemplate();
  return () => removeDatabase(templateDatabasePath());
}
