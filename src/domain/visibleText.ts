/** Text that people see: names shown to others (credits, display names) and strings the database must hold. */

// Controls (Cc), invisible format characters (Cf: bidirectional controls such as U+202E, zero-width spaces and
// joiners, soft hyphens), unpaired surrogates (Cs), private-use (Co) and unassigned code points (Cn).
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u;

/** Whether PostgreSQL can hold the string as text or jsonb: no NUL character and no unpaired UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\0') && text.isWellFormed();
}

/**
 * The first character of `text` that does not show as itself, written 'U+202E', or null when every character shows:
 * a control, an invisible format character (a bidirectional control reverses the text around it), an unpaired
 * surrogate, a private-use or an unassigned code point.
 */
export function invisibleCharacter(text: string): string | null {
  const found = INVISIBLE.exec(text)?.[0];
  if (found === undefined) return null;
  return `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What a name shown to others may hold, in words for error messages. */
export const VISIBLE_TEXT_RULE =
  'visible characters only: no control, bidirectional or other invisible formatting characters';
