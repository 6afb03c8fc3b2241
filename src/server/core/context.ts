import type { Db } from '../db/database.ts';
import type { ApiCatalogue } from './catalogue.ts';

/** What the API services need: the database, the catalogue from content/, and a clock. */
export interface ApiContext {
  db: Db;
  catalogue: ApiCatalogue;
  now(): Date;
}
