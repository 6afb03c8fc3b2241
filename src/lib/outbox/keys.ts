/** The localStorage key of the outbox. */
export const OUTBOX_KEY = 'lugha_outbox';

/**
 * The keys of the two queues the outbox replaced (lessons and reports; practice): entries a device still holds under
 * them are moved into the outbox once (legacy.ts), so a learner updating the app loses nothing.
 */
export const LEGACY_KEYS = ['lugha_pending_completions', 'lugha_pending_practice'] as const;

/** Every key whose entries wait for the server. */
export const WAITING_KEYS: readonly string[] = [OUTBOX_KEY, ...LEGACY_KEYS];
