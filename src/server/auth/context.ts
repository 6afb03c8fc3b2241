import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { AuthConfig } from './config.ts';
import type { AuthKeys } from './keys.ts';
import type { Mailer } from './mail.ts';

/** Everything an auth service needs, passed in so services run without HTTP and tests pick the clock. */
export interface AuthContext {
  db: Db;
  config: AuthConfig;
  keys: AuthKeys;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now(): Date;
}
