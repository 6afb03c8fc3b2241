/** The sound effects of the lesson player (product spec §7), each served from /sounds/{name}.mp3. */
export const SOUND_EFFECTS = ['correct', 'incorrect', 'success', 'click', 'play'] as const;
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

/** Where a sound effect is served. */
export const soundEffectUrl = (name: SoundEffect): string => `/sounds/${name}.mp3`;
