const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** '31000000' → '31M': speaker counts on language cards. */
export function formatCount(n: number): string {
  return compact.format(n);
}

/** Minutes as '1 h 5 min' or '12 min'. */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** 'cultural-story' → 'Cultural story'. */
export function typeLabel(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A language with its native name, each once: 'Igbo (Asụsụ Igbo)', but a native name that starts with the name ('Kriolu (Kabuverdianu)') stands alone. */
export function languageWithNativeName(name: string, nativeName: string): string {
  const native = nativeName.trim();
  if (!native) return name;
  return native.toLocaleLowerCase().startsWith(name.toLocaleLowerCase()) ? native : `${name} (${native})`;
}

/** A duration in seconds as people read it: '45 s' under a minute, else '3 min' or '1 h 5 min'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? `${s} s` : formatMinutes(s / 60);
}

/** Where a lesson sits, in a learner's words: its unit (numbered within its level, as the level page numbers them) and its place there. */
export interface LessonPlace {
  level: number | null;
  /** 1-based within the level. */
  unit: number;
  /** 1-based within the unit. */
  lesson: number;
  lessonsInUnit: number;
}

/** 'Unit 2 · Lesson 3 of 7', with 'Level 2 · ' first beyond level 1: never the lesson's internal id. */
export function lessonPlaceLabel({ level, unit, lesson, lessonsInUnit }: LessonPlace): string {
  const where = `Unit ${unit} · Lesson ${lesson} of ${lessonsInUnit}`;
  return level && level > 1 ? `Level ${level} · ${where}` : where;
}
