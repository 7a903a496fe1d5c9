// The demo seed as a process of its own, started by a seeding start (prisma/seed.ts's prepareDatabase) with the job
// in ISOKO_SEED_JOB: it opens the same database, seeds it, closes it and exits, and what seeding took goes with it.
import { openDatabase } from '../../server/database/open.js';
import { type SeedChildJob, seedDemoData } from '../seed.js';

const job = process.env.ISOKO_SEED_JOB;
if (job) {
  const { location, settings } = JSON.parse(job) as SeedChildJob;
  const database = await openDatabase(location);
  try {
    await seedDemoData(database, settings);
  } finally {
    await database.close();
  }
}
