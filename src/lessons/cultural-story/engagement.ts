/**
 * Cultural engagement (%) = round(100 × (story parts read + (vocabulary viewed ? 1 : 0)) / (parts + 1)).
 *
 * It measures how much of the story's cultural material the learner looked at: each part of the story
 * (shown with its cultural note; the last part also shows the cultural context) and the key vocabulary
 * list. Translations are left out on purpose: they are a language aid whose display depends on the hints
 * setting, and counting them would lower the figure for learners who do not need them. The questions are
 * measured by the score instead.
 */
export function culturalEngagement(partsRead: number, parts: number, vocabularyViewed: boolean): number {
  const whole = Math.max(0, parts) + 1;
  const seen = Math.min(Math.max(0, partsRead), Math.max(0, parts)) + (vocabularyViewed ? 1 : 0);
  return Math.round((100 * seen) / whole);
}
