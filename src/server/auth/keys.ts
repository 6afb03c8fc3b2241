import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

/**
 * The secrets auth starts from: the first ES256 key of access tokens (the database's key ring, signing-keys.ts, takes
 * it over and rotates it) and the HMAC secret of refresh tokens.
 */
export interface AuthKeys {
  kid: string;
  privateKey: CryptoKey;
  privateJwk: JWK;
  publicJwk: JWK;
  refreshSecret: Buffer;
}

interface KeyFile {
  signing: JWK;
  refreshSecret: string;
}

async function fromJwk(jwk: JWK, refreshSecret: Buffer): Promise<AuthKeys> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error('AUTH_JWT_KEY must be a private EC P-256 JWK (ES256)');
  const kid = jwk.kid ?? randomUUID();
  const privateKey = (await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as CryptoKey;
  const { d: _private, key_ops: _ops, ...pub } = jwk;
  return {
    kid,
    privateKey,
    privateJwk: { ...jwk, kid, alg: 'ES256' },
    publicJwk: { ...pub, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
    refreshSecret,
  };
}

async function readKeyFile(path: string): Promise<KeyFile | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as KeyFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Cannot read the auth keys in ${path}: ${(error as Error).message}`);
  }
}

/**
 * Loads the signing key from AUTH_JWT_KEY, else from the key file, generating and saving it on first start
 * (mode 0600) so tokens stay valid across restarts.
 */
export async function loadAuthKeys(options: {
  signingKey: string | undefined;
  keyFile: string;
  refreshSecret?: string | undefined;
}): Promise<AuthKeys> {
  if (options.signingKey) {
    const secret = options.refreshSecret ? Buffer.from(options.refreshSecret, 'utf8') : undefined;
    if (!secret || secret.length < 32)
      throw new Error('AUTH_REFRESH_SECRET (at least 32 characters) is needed with AUTH_JWT_KEY');
    return fromJwk(JSON.parse(options.signingKey) as JWK, secret);
  }
  const existing = await readKeyFile(options.keyFile);
  if (existing) return fromJwk(existing.signing, Buffer.from(existing.refreshSecret, 'base64url'));
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signing = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256' };
  const refreshSecret = randomBytes(32);
  await mkdir(dirname(options.keyFile), { recursive: true });
  await writeFile(
    options.keyFile,
    JSON.stringify({ signing, refreshSecret: refreshSecret.toString('base64url') } satisfies KeyFile),
    { mode: 0o600, flag: 'wx' },
  ).catch(async (error: NodeJS.ErrnoException) => {
    // Another server created the file first: use its keys so both agree.
    if (error.code !== 'EEXIST') throw error;
  });
  const saved = await readKeyFile(options.keyFile);
  if (!saved) throw new Error(`Cannot save the auth keys in ${options.keyFile}`);
  return fromJwk(saved.signing, Buffer.from(saved.refreshSecret, 'base64url'));
}
