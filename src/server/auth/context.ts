import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { AuthConfig } from './config.ts';
import type { AuthKeys } from './keys.ts';
import type { Mailer } from './mail.ts';
import type { KeyRing } from './signing-keys.ts';

/** Everything an auth service needs, passed in so services run without HTTP and tests pick the clock. */
export interface AuthContext {
  db: Db;
  config: AuthConfig;
  /** The refresh-token secret (and the key the database's key ring started from). */
  keys: AuthKeys;
  /** The access-token keys: the one that signs and those that still verify. */
  signingKeys: KeyRing;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now(): Date;
}
