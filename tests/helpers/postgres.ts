import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface ScratchDatabase {
  /** The same server as the one given, pointing at the new database. */
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the server a URL points at, so a suite owns its tables and leaves nothing behind. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `lugha_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end({ timeout: 5 });
    throw new Error(
      `Could not create a scratch database on TEST_DATABASE_URL (the role needs CREATEDB): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      try {
        // FORCE ends connections a failed test may have left open, so the drop never waits on them.
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}
