import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/database.ts';
import { isPgError, UNIQUE_VIOLATION } from '../db/pg-errors.ts';
import { authSigningKeys } from '../db/schema.ts';

/** A key that verifies tokens; the current one also signs. */
export interface SigningKey {
  kid: string;
  publicJwk: JWK;
  publicKey: CryptoKey;
  /** Only the current key's private half is loaded. */
  privateKey: CryptoKey | undefined;
}

/** The keys every server process reads from the database: the one that signs, and every one whose tokens may be alive. */
export interface KeyRing {
  signing(): Promise<SigningKey & { privateKey: CryptoKey }>;
  /** The key of `kid` while tokens it signed may still be alive, else undefined. */
  verifying(kid: string): Promise<SigningKey | undefined>;
  /** The public keys of the JWKS: the current key first, then the previous ones not yet retired. */
  jwks(): Promise<JWK[]>;
  /** Reads the keys again now (after this process rotated them). */
  reload(): Promise<void>;
}

/**
 * How long a server process keeps the keys it read. A rotated key signs everywhere within this, so a previous key
 * stays in the JWKS for the access-token lifetime plus this margin.
 */
export const KEY_CACHE_MS = 30_000;
// A token naming an unknown kid re-reads the keys at once (a rotation on another process), but at most this often.
const UNKNOWN_KID_REREAD_MS = 1000;

type Row = typeof authSigningKeys.$inferSelect;

async function keyOf(row: Row): Promise<SigningKey> {
  const jwk = row.privateJwk as JWK;
  const { d: _private, key_ops: _ops, ...pub } = jwk;
  const publicJwk: JWK = { ...pub, kid: row.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  return {
    kid: row.kid,
    publicJwk,
    publicKey: (await importJWK({ ...pub, alg: 'ES256' }, 'ES256')) as CryptoKey,
    privateKey:
      row.state === 'current' ? ((await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as CryptoKey) : undefined,
  };
}

/** The rows of keys whose tokens may still be alive at `now`, the current one first. */
async function liveKeys(db: Db, now: Date): Promise<Row[]> {
  const rows = await db
    .select()
    .from(authSigningKeys)
    .where(ne(authSigningKeys.state, 'retired'))
    .orderBy(sql`${authSigningKeys.state} = 'current' desc`, asc(authSigningKeys.createdAt));
  return rows.filter((r) => r.privateJwk && (r.state === 'current' || (r.retiresAt !== null && r.retiresAt > now)));
}

/**
 * Puts the configured or saved key (keys.ts) in the database as the current key when it holds none yet, so the
 * tokens signed before keys lived there stay valid; two servers starting together agree through the unique index.
 */
export async function seedSigningKey(db: Db, seed: { kid: string; privateJwk: JWK }, now: Date): Promise<void> {
  const [current] = await db
    .select({ kid: authSigningKeys.kid })
    .from(authSigningKeys)
    .where(eq(authSigningKeys.state, 'current'));
  if (current) return;
  await db
    .insert(authSigningKeys)
    .values({ kid: seed.kid, privateJwk: seed.privateJwk as Record<string, unknown>, state: 'current', createdAt: now })
    .onConflictDoNothing();
}

/**
 * Makes a new ES256 key the current one; the current key becomes previous and keeps verifying its tokens until
 * `now + tokenLifetime + KEY_CACHE_MS`. Previous keys past that are retired in the same transaction.
 */
export async function rotateSigningKey(
  db: Db,
  options: { now: Date; jwtExpirySeconds: number },
): Promise<{ kid: string; previousKid: string | undefined; previousRetiresAt: Date | undefined }> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
  const retiresAt = new Date(options.now.getTime() + options.jwtExpirySeconds * 1000 + KEY_CACHE_MS);
  const attempt = () =>
    db.transaction(async (tx) => {
      await retire(tx as unknown as Db, options.now);
      const [previous] = await tx
        .update(authSigningKeys)
        .set({ state: 'previous', rotatedAt: options.now, retiresAt })
        .where(eq(authSigningKeys.state, 'current'))
        .returning({ kid: authSigningKeys.kid });
      await tx.insert(authSigningKeys).values({ kid, privateJwk, state: 'current', createdAt: options.now });
      return { kid, previousKid: previous?.kid, previousRetiresAt: previous ? retiresAt : undefined };
    });
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      // Rotations at once on PostgreSQL: a later one inserted a current key beside an earlier one's; it runs again after it.
      if (!isPgError(error, UNIQUE_VIOLATION) || tries >= 5) throw error;
    }
  }
}

/** Marks previous keys whose tokens have all expired as retired and wipes their private half; returns how many. */
export async function retire(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(authSigningKeys)
    .set({ state: 'retired', privateJwk: null })
    .where(and(eq(authSigningKeys.state, 'previous'), lte(authSigningKeys.retiresAt, now)))
    .returning({ kid: authSigningKeys.kid });
  return rows.length;
}

/** The key ring of one server process: the keys read from the database, re-read after KEY_CACHE_MS or on an unknown kid. */
export function keyRing(db: Db, now: () => Date): KeyRing {
  let loaded: { at: number; keys: SigningKey[]; retiresAt: Map<string, number> } | undefined;
  let loading: Promise<NonNullable<typeof loaded>> | undefined;
  const load = () => {
    loading ??= (async () => {
      const at = now().getTime();
      const rows = await liveKeys(db, now());
      const keys = await Promise.all(rows.map(keyOf));
      const retiresAt = new Map(rows.map((r) => [r.kid, r.retiresAt?.getTime() ?? Infinity]));
      loaded = { at, keys, retiresAt };
      return loaded;
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  };
  const fresh = async (maxAgeMs = KEY_CACHE_MS) => {
    const t = now().getTime();
    if (loaded && t - loaded.at < maxAgeMs && t >= loaded.at) return loaded;
    return load();
  };
  const alive = (ring: NonNullable<typeof loaded>, kid: string) => {
    const key = ring.keys.find((k) => k.kid === kid);
    return key && (ring.retiresAt.get(kid) ?? 0) > now().getTime() ? key : undefined;
  };
  return {
    async signing() {
      const current = (await fresh()).keys[0];
      if (!current?.privateKey) throw new Error('No current signing key in the database');
      return current as SigningKey & { privateKey: CryptoKey };
    },
    async verifying(kid) {
      const found = alive(await fresh(), kid);
      if (found) return found;
      return alive(await fresh(UNKNOWN_KID_REREAD_MS), kid);
    },
    async jwks() {
      const ring = await fresh();
      return ring.keys.filter((k) => alive(ring, k.kid)).map((k) => k.publicJwk);
    },
    async reload() {
      await load();
    },
  };
}
