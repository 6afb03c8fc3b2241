import { invisibleCharacter, isStorableText, VISIBLE_TEXT_RULE } from '../../domain/index.ts';
import { validationFailed } from './errors.ts';

/** How much user_metadata an account may hold: enough for names and settings, never enough to break a token. */
export const METADATA_LIMITS = { depth: 8, keys: 100, keyLength: 100, bytes: 16 * 1024 } as const;

// Keys a client may not set through `data`: they describe the identity itself.
export const RESERVED_METADATA: readonly string[] = ['sub', 'email', 'email_verified', 'phone_verified'];

// NUL and unpaired UTF-16 surrogates cannot be stored in PostgreSQL's jsonb.
const unstorable = (text: string): boolean => !isStorableText(text);

/** Why metadata cannot be stored, or undefined when it can; walks at most `depth` levels, so it never overflows. */
export function metadataProblem(data: Record<string, unknown>): string | undefined {
  let keys = 0;
  const walk = (value: unknown, depth: number, path: string): string | undefined => {
    if (typeof value === 'string')
      return unstorable(value) ? `${path} contains a NUL character or an unpaired surrogate` : undefined;
    if (value === null || typeof value !== 'object') return undefined;
    if (depth >= METADATA_LIMITS.depth) return `${path} nests deeper than ${METADATA_LIMITS.depth} levels`;
    const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
    for (const [key, item] of entries) {
      if (!Array.isArray(value)) {
        keys += 1;
        if (keys > METADATA_LIMITS.keys) return `user metadata has more than ${METADATA_LIMITS.keys} keys`;
        if (key.length > METADATA_LIMITS.keyLength || unstorable(key))
          return `a key of ${path} is longer than ${METADATA_LIMITS.keyLength} characters or contains a NUL character or an unpaired surrogate`;
      }
      const problem = walk(item, depth + 1, `${path}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };
  const problem = walk(data, 0, 'data');
  if (problem) return problem;
  const bytes = Buffer.byteLength(JSON.stringify(data));
  return bytes > METADATA_LIMITS.bytes ? `user metadata is larger than ${METADATA_LIMITS.bytes / 1024} KB` : undefined;
}

/** Throws a 400 naming the problem when metadata cannot be stored (see metadataProblem). */
export function checkUserMetadata(data: Record<string, unknown>): void {
  const problem = metadataProblem(data);
  if (problem) throw validationFailed(`Invalid user metadata: ${problem}`);
}

/** The client's `data` without the keys that describe the identity itself. */
export function withoutReservedKeys(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !RESERVED_METADATA.includes(key)));
}

/** The metadata keys that hold a name shown to people (src/shared/user-record.ts reads them). */
export const DISPLAY_NAME_KEYS: readonly string[] = [
  'username',
  'full_name',
  'name',
  'first_name',
  'given_name',
  'last_name',
  'family_name',
];

/**
 * `data` with each display name in NFC, so one name is stored one way however it was typed; a 400 naming the key and
 * the character when a name holds one that does not show (a bidirectional control, a zero-width or other invisible
 * formatting character, a control), since others see these names.
 */
export function withDisplayNames(data: Record<string, unknown>): Record<string, unknown> {
  const names: Record<string, unknown> = {};
  for (const key of DISPLAY_NAME_KEYS) {
    const value = data[key];
    if (typeof value !== 'string') continue;
    const hidden = invisibleCharacter(value);
    if (hidden)
      throw validationFailed(`Invalid user metadata: data.${key} must hold ${VISIBLE_TEXT_RULE} (found ${hidden})`);
    names[key] = value.normalize('NFC');
  }
  return Object.keys(names).length > 0 ? { ...data, ...names } : data;
}
