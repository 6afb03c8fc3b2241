/** Which review items a learner has earned: words of lessons they played, sentences they built, quiz answers they missed. */
import type { ToneNeighbour } from './toneChoice.ts';

/** See the word and give its meaning (recognise), or see the meaning and produce the word (recall); each has its own card. */
export type ReviewDirection = 'recognise' | 'recall';

/** Where an item comes from. */
export type ReviewItemSource = 'vocabulary' | 'sentence' | 'quiz' | 'dialogue';

/** A conversation line to say in role-play: the learner speaks as `speaker`, answering `otherSpeaker`'s line (the item's prompt). */
export interface DialogueTurn {
  lessonId: string;
  /** The part the learner takes: the speaker of the line to produce. */
  speaker: string;
  /** The speaker of the line the learner answers. */
  otherSpeaker: string;
  /** The translation of the other speaker's line. */
  promptTranslation: string;
  /** The translation of the learner's line, shown with the verdict. */
  translation: string;
}

/** One thing to remember: a word, a sentence or a quiz answer, with what practice needs to ask it. */
export interface ReviewItem {
  /**
   * Stable across content edits: '<language>:<slug>', '<language>:sentence:<text key>', '<language>:quiz:<text key>'
   * or '<language>:dialogue:<lesson id>:<text key of the line>'.
   */
  id: string;
  language: string;
  source: ReviewItemSource;
  /** What the learner is shown to recall the answer: a meaning, a sentence task, a quiz question or the other speaker's line. */
  prompt: string;
  /** Accepted answers, the target first, as content writes them (a word's `accept` forms follow it). */
  answers: readonly string[];
  /** A few words that tell this meaning from another item's same meaning ('to an elder'), shown in brackets when recalling. */
  hint?: string;
  /** A respelling for English speakers, when content gives one. */
  pronunciation: string | null;
  /** The audio key '<language>/vocabulary/<slug>' when a recording exists (for a dialogue line, the prompt line's). */
  audio: string | null;
  /** Who is heard in that recording, as the learner reads it beside the clip: 'Recorded by Ada (CC BY-SA 4.0)'. */
  credit?: string;
  /** The directions practised: vocabulary both, sentences and dialogue lines recall only, quiz answers recognise only. */
  directions: readonly ReviewDirection[];
  /** A quiz question's own options, the right one included. */
  choices?: readonly string[];
  /** Real words spelt like the answer but for tone marks or dots, from the language's lexicon (tone choice shows them with their meaning). */
  neighbours?: readonly ToneNeighbour[];
  /** The lastModified of the lesson the item comes from, so a report names the text the learner saw. */
  version?: string;
  /** A dialogue line's parts: who the learner speaks as, whom they answer, and both lines' translations. */
  dialogue?: DialogueTurn;
}

/** A vocabulary entry as content declares it (content/vocabulary/<language>.yaml), with the lesson that teaches it. */
export interface VocabularyWord {
  word: string;
  slug: string;
  translation: string;
  pronunciation: string;
  /**
   * The lesson that teaches the word: the first lesson of the word's unit whose text uses it
   * (src/content/vocabularyLessons.ts); null while no published lesson does, and the word is not practised.
   */
  lessonId: string | null;
  /** Other forms graded right, after `word`. */
  accept?: readonly string[];
  /** Tells the translation apart from another entry's when recalling. */
  hint?: string;
}

/** A unit of the course and its lesson ids in play order. */
export interface UnitLessons {
  unit: number;
  lessonIds: readonly string[];
}

/** A sentence of a sentence-construction lesson. */
export interface SentenceTarget {
  lessonId: string;
  prompt: string;
  correctSentence: string;
  alternatives?: readonly string[];
}

/** A quiz question the learner answered wrong. */
export interface MissedQuizAnswer {
  lessonId: string;
  question: string;
  options: readonly string[];
  /** The right option's text. */
  correct: string;
}

/** A line of a conversation lesson, as content writes it. */
export interface ConversationLine {
  speaker: string;
  line: string;
  translation: string;
  /** Other forms of the line graded right. */
  accept?: readonly string[];
  /** The audio key of the line's recording, when one exists. */
  audio?: string | null;
  /** Who is heard in that recording ('Recorded by Ada (CC BY-SA 4.0)'). */
  credit?: string;
}

/** A conversation lesson's lines in order. */
export interface Conversation {
  lessonId: string;
  lines: readonly ConversationLine[];
}

/** Everything reviewItems needs for one learner and one language, as plain data. */
export interface ReviewItemSources {
  language: string;
  vocabulary: readonly VocabularyWord[];
  completedLessonIds: readonly string[];
  sentences: readonly SentenceTarget[];
  missedQuizAnswers: readonly MissedQuizAnswer[];
  /** The conversation lessons of the language: each line of a completed one becomes a role-play item. */
  conversations?: readonly Conversation[];
  /** Vocabulary slugs that have a recording. */
  audioSlugs?: readonly string[];
  /** The credit of each slug's recording, by slug. */
  audioCredits?: Readonly<Record<string, string>>;
  /**
   * The audio key of a slug's recording where it is not the built file '<language>/vocabulary/<slug>': an approved
   * community clip's versioned key, '<language>/vocabulary/<slug>?v=<clip id>' (practiceAudioUrl plays it).
   */
  audioKeys?: Readonly<Record<string, string>>;
  /** Each published lesson's lastModified by lesson id: an item's version is its lesson's. */
  lessonVersions?: Readonly<Record<string, string>>;
}

const EDGE_AND_INNER_PUNCTUATION = /[\p{P}\p{S}]/gu;

/** The text key of a sentence or question: NFC, lower case, punctuation dropped, spaces collapsed ('Ụtụtụ ọma, Nna!' → 'ụtụtụ ọma nna'). */
export function textKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(EDGE_AND_INNER_PUNCTUATION, ' ').replace(/\s+/gu, ' ').trim();
}

/** The id of a vocabulary item: '<language>:<slug>'. */
export function vocabularyItemId(language: string, slug: string): string {
  return `${language}:${slug}`;
}

/**
 * The id of a sentence item, '<language>:sentence:<textKey(correctSentence)>': derived from the sentence itself rather
 * than its lesson and position, so moving, reordering or re-prompting sentences keeps a learner's history, and the
 * same sentence taught twice is one item; rewording the sentence makes it a new item, as it is a new thing to remember.
 */
export function sentenceItemId(language: string, correctSentence: string): string {
  return `${language}:sentence:${textKey(correctSentence)}`;
}

/** The id of a missed quiz answer, '<language>:quiz:<textKey(question)>', stable for the same reason as sentences. */
export function quizItemId(language: string, question: string): string {
  return `${language}:quiz:${textKey(question)}`;
}

/**
 * The id of a dialogue line, '<language>:dialogue:<lesson id>:<textKey(line)>': a line is known by its lesson and its
 * words, so reordering the conversation keeps a learner's history and rewording the line makes a new item.
 */
export function dialogueItemId(language: string, lessonId: string, line: string): string {
  return `${language}:dialogue:${lessonId}:${textKey(line)}`;
}

/**
 * The role-play items of a conversation: each line that answers another speaker's line, with that line as its prompt,
 * so both speakers' parts are practised; a line that opens the conversation or follows its own speaker's is left out.
 */
export function dialogueItems(language: string, conversation: Conversation): ReviewItem[] {
  return conversation.lines.flatMap((turn, index) => {
    const before = conversation.lines[index - 1];
    if (!before || before.speaker === turn.speaker) return [];
    return [
      {
        id: dialogueItemId(language, conversation.lessonId, turn.line),
        language,
        source: 'dialogue',
        prompt: before.line,
        answers: [turn.line, ...(turn.accept ?? [])],
        pronunciation: null,
        audio: before.audio ?? null,
        ...(before.audio && before.credit ? { credit: before.credit } : {}),
        directions: ['recall'],
        dialogue: {
          lessonId: conversation.lessonId,
          speaker: turn.speaker,
          otherSpeaker: before.speaker,
          promptTranslation: before.translation,
          translation: turn.translation,
        },
      },
    ];
  });
}

/**
 * The learner's review items for a language: each vocabulary word once the learner has completed the lesson that
 * teaches it (so a word is never asked, nor offered as a distractor, before the learner has met it), each sentence of
 * a completed sentence-construction lesson, each missed quiz answer, and each line of a completed conversation that
 * answers another speaker (dialogueItems); one item per id, in that order, words in content order.
 */
export function reviewItems(sources: ReviewItemSources): ReviewItem[] {
  const { language } = sources;
  const completed = new Set(sources.completedLessonIds);
  const withAudio = new Set([...(sources.audioSlugs ?? []), ...Object.keys(sources.audioKeys ?? {})]);
  const items = new Map<string, ReviewItem>();
  const add = (item: ReviewItem, lessonId: string) => {
    const version = sources.lessonVersions?.[lessonId];
    if (!items.has(item.id)) items.set(item.id, version === undefined ? item : { ...item, version });
  };
  for (const entry of sources.vocabulary) {
    if (entry.lessonId === null || !completed.has(entry.lessonId)) continue;
    add(
      {
        id: vocabularyItemId(language, entry.slug),
        language,
        source: 'vocabulary',
        prompt: entry.translation,
        answers: [entry.word, ...(entry.accept ?? [])],
        ...(entry.hint ? { hint: entry.hint } : {}),
        pronunciation: entry.pronunciation,
        audio: withAudio.has(entry.slug)
          ? (sources.audioKeys?.[entry.slug] ?? `${language}/vocabulary/${entry.slug}`)
          : null,
        ...(withAudio.has(entry.slug) && sources.audioCredits?.[entry.slug]
          ? { credit: sources.audioCredits[entry.slug]! }
          : {}),
        directions: ['recognise', 'recall'],
      },
      entry.lessonId,
    );
  }
  for (const sentence of sources.sentences) {
    if (!completed.has(sentence.lessonId)) continue;
    add(
      {
        id: sentenceItemId(language, sentence.correctSentence),
        language,
        source: 'sentence',
        prompt: sentence.prompt,
        answers: [sentence.correctSentence, ...(sentence.alternatives ?? [])],
        pronunciation: null,
        audio: null,
        directions: ['recall'],
      },
      sentence.lessonId,
    );
  }
  for (const missed of sources.missedQuizAnswers) {
    if (!missed.options.includes(missed.correct)) {
      throw new RangeError(`The right answer '${missed.correct}' is not among the options of '${missed.question}'`);
    }
    add(
      {
        id: quizItemId(language, missed.question),
        language,
        source: 'quiz',
        prompt: missed.question,
        answers: [missed.correct],
        pronunciation: null,
        audio: null,
        directions: ['recognise'],
        choices: missed.options,
      },
      missed.lessonId,
    );
  }
  for (const conversation of sources.conversations ?? []) {
    if (!completed.has(conversation.lessonId)) continue;
    for (const item of dialogueItems(language, conversation)) add(item, conversation.lessonId);
  }
  return [...items.values()];
}

/** What a recall exercise shows: the item's prompt, followed by its hint in brackets when it has one ('Good morning (to an elder)'). */
export function recallPrompt(item: Pick<ReviewItem, 'prompt' | 'hint'>): string {
  return item.hint ? `${item.prompt} (${item.hint})` : item.prompt;
}

/** The answer an exercise of this item and direction expects (the word to recall, the meaning to recognise, a quiz question's right option), which sets how fast a right answer is fast. */
export function expectedAnswer(item: ReviewItem, direction: ReviewDirection): string {
  return direction === 'recall' || item.source === 'quiz' ? item.answers[0]! : item.prompt;
}
