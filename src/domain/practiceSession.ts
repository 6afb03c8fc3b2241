/** A practice session: which cards to review now and which exercise asks each, chosen reproducibly from a seed. */
import { recallPrompt, type DialogueTurn, type ReviewDirection, type ReviewItem } from './reviewItems.ts';
import { roleplayMode, type RoleplayMode } from './roleplayMode.ts';
import type { ReviewCard } from './scheduling.ts';
import { isDue, nextDue } from './scheduling.ts';
import { meaningKey, shortGloss } from './meaningOptions.ts';
import { seededRandom, shuffled } from './seededRandom.ts';
import { toneChoice, type ToneNeighbour } from './toneChoice.ts';
import { hasDottedLetters, PLAIN_SPELLING, type Spelling } from './spelling.ts';
import { reviewAheadTargets, SESSION_MIN_EXERCISES } from './reviewAhead.ts';

/** A session holds 10 to 15 cards (12 unless asked), of which at most 3 new ones unless asked. */
export const SESSION_SIZE = { min: 10, max: 15, default: 12 } as const;
export const DEFAULT_MAX_NEW = 3;
const MATCH_PAIRS = { min: 4, max: 6 } as const;
/** The share of recall cards with a recording that are asked as dictation (type what you hear) rather than from the meaning. */
export const DICTATION_SHARE = 1 / 3;
const DISTRACTORS = 3;
/** A session asks at most 2 dialogue lines, at most 1 of them new: role-play joins the words, it does not replace them. */
export const MAX_DIALOGUES = { all: 2, new: 1 } as const;

/** A learner's card for one item in one direction. */
export interface ItemCard {
  itemId: string;
  direction: ReviewDirection;
  card: ReviewCard;
}

/** The card an exercise reviews; `isNew` when the learner has no card for it yet (the server creates it on the answer). */
export interface ExerciseTarget {
  itemId: string;
  direction: ReviewDirection;
  isNew: boolean;
}

/** Marks an exercise that asks again a card missed earlier in the same session (see practiceQueue.ts). */
interface AskedAgain {
  again?: true;
}

/** One exercise of a session; a match exercise reviews several cards at once. */
export type PracticeExercise =
  | (ExerciseTarget &
      AskedAgain & {
        kind: 'recognise' | 'listen';
        prompt: string;
        audio: string | null;
        /** Who is heard, shown beside the clip (ReviewItem.credit). */
        credit?: string | undefined;
        choices: string[];
        answer: string;
        /** The prompt is a quiz question the learner missed (in the course's teaching language), not a word to recognise. */
        fromQuiz?: true;
        /** The word's respelling, shown with the word after a listen-and-choose is answered. */
        pronunciation?: string;
      })
  | (ExerciseTarget & AskedAgain & { kind: 'recall'; prompt: string; answers: readonly string[] })
  | (ExerciseTarget &
      AskedAgain & {
        /** Type what you hear: the recording plays, the learner types the word, graded as a recall on its recall card. */
        kind: 'dictation';
        audio: string;
        credit?: string | undefined;
        /** The word's meaning (as recall shows it), shown only with the verdict. */
        prompt: string;
        answers: readonly string[];
        pronunciation: string | null;
      })
  | (ExerciseTarget &
      AskedAgain & {
        kind: 'tone-choice';
        prompt: string;
        choices: string[];
        answer: string;
        choiceMeanings: (string | null)[];
      })
  | (ExerciseTarget &
      AskedAgain & {
        /** Take a speaker's part: the other speaker's line is shown, the learner chooses, builds or types their own. */
        kind: 'roleplay';
        mode: RoleplayMode;
        /** The other speaker's line. */
        prompt: string;
        /** The other speaker's line as recorded, when a clip of it exists, and who is heard. */
        audio: string | null;
        credit?: string | undefined;
        answers: readonly string[];
        dialogue: DialogueTurn;
        /** The other lines the learner has met, from which choices and extra tiles come: `sameConversation` of this conversation, then the rest. */
        lines: string[];
        sameConversation: number;
        /** Draws the options (roleplay.ts) reproducibly. */
        seed: number;
      })
  | { kind: 'match'; targets: ExerciseTarget[]; pairs: { itemId: string; word: string; meaning: string }[] };

/** The kinds of exercise a session mixes. */
export type ExerciseKind = PracticeExercise['kind'];

/** How big a session is and how many new cards it may bring. */
export interface SessionOptions {
  size?: number;
  maxNew?: number;
  /** The spelling of the items' language (content/languages/<code>.yaml and its keyboard); tone choices need its dots. Default: PLAIN_SPELLING. */
  spelling?: Spelling;
}

const keyOf = (itemId: string, direction: ReviewDirection) => `${itemId}\u0000${direction}`;

function checkOptions(options: SessionOptions): { size: number; maxNew: number } {
  const size = options.size ?? SESSION_SIZE.default;
  const maxNew = options.maxNew ?? DEFAULT_MAX_NEW;
  if (!Number.isInteger(size) || size < SESSION_SIZE.min || size > SESSION_SIZE.max) {
    throw new RangeError(`A session holds ${SESSION_SIZE.min} to ${SESSION_SIZE.max} cards, not ${size}`);
  }
  if (!Number.isInteger(maxNew) || maxNew < 0) throw new RangeError(`maxNew must be a whole number ≥ 0, not ${maxNew}`);
  return { size, maxNew };
}

/**
 * The cards to review: due cards, most overdue first, then new ones, missed quiz questions before other items (a known
 * weak spot comes back at the next session, not after every word of the course), then a dialogue line, otherwise in
 * content order; one direction per item, at most MAX_DIALOGUES dialogue lines, none in the learner's first session.
 */
function pickTargets(
  items: readonly ReviewItem[],
  cards: readonly ItemCard[],
  now: Date,
  size: number,
  maxNew: number,
): ExerciseTarget[] {
  const known = new Map(items.map((item) => [item.id, item]));
  const existing = new Set(cards.map((c) => keyOf(c.itemId, c.direction)));
  const picked: ExerciseTarget[] = [];
  const pickedItems = new Set<string>();
  // Dialogue lines left to ask, in all and new; none while the first session introduces words.
  let dialogues = cards.length === 0 ? 0 : MAX_DIALOGUES.all;
  let newDialogues = cards.length === 0 ? 0 : MAX_DIALOGUES.new;
  const room = (item: ReviewItem | undefined, isNew: boolean) =>
    item?.source !== 'dialogue' || (dialogues > 0 && (!isNew || newDialogues > 0));
  const take = (target: ExerciseTarget, item: ReviewItem | undefined) => {
    picked.push(target);
    pickedItems.add(target.itemId);
    if (item?.source !== 'dialogue') return;
    dialogues -= 1;
    if (target.isNew) newDialogues -= 1;
  };
  const due = cards
    .filter((c) => known.get(c.itemId)?.directions.includes(c.direction) === true && isDue(c.card, now))
    .sort(
      (a, b) =>
        Date.parse(a.card.due) - Date.parse(b.card.due) ||
        a.itemId.localeCompare(b.itemId) ||
        a.direction.localeCompare(b.direction),
    );
  for (const c of due) {
    if (picked.length >= size) break;
    if (pickedItems.has(c.itemId) || !room(known.get(c.itemId), false)) continue;
    take({ itemId: c.itemId, direction: c.direction, isNew: false }, known.get(c.itemId));
  }
  let fresh = 0;
  const ofSource = (source: string) => items.filter((i) => i.source === source);
  const newFirst = [...ofSource('quiz'), ...ofSource('dialogue'), ...ofSource('vocabulary'), ...ofSource('sentence')];
  for (const item of newFirst) {
    if (picked.length >= size || fresh >= maxNew) break;
    if (pickedItems.has(item.id) || !room(item, true)) continue;
    // A word is first met by recognising it; it is asked for recall only once its recognition card exists.
    const direction = item.directions.find(
      (d) =>
        !existing.has(keyOf(item.id, d)) &&
        (d === 'recognise' || !item.directions.includes('recognise') || existing.has(keyOf(item.id, 'recognise'))),
    );
    if (direction === undefined) continue;
    take({ itemId: item.id, direction, isNew: true }, item);
    fresh += 1;
  }
  return picked;
}

/** The right option of a recognition: a quiz question's answer, or the word's meaning as an option (shortGloss). */
function meaningAnswer(item: ReviewItem): string {
  return item.source === 'quiz' ? item.answers[0]! : shortGloss(item.prompt);
}

/**
 * The options of a recognition: a quiz question's own, or the word's meaning and up to 3 meanings of other words of
 * the language, each differing in meaning (meaningKey) from the answer and from one another, shown short (shortGloss).
 */
function meaningChoices(item: ReviewItem, items: readonly ReviewItem[], random: () => number): string[] {
  if (item.choices) return shuffled(item.choices, random);
  const candidates = items.filter((o) => o.language === item.language && o.source === 'vocabulary');
  const meanings = new Set([meaningKey(item.prompt)]);
  const distractors: string[] = [];
  for (const other of shuffled(candidates, random)) {
    if (distractors.length >= DISTRACTORS) break;
    const key = meaningKey(other.prompt);
    if (meanings.has(key)) continue;
    meanings.add(key);
    distractors.push(shortGloss(other.prompt));
  }
  return shuffled([meaningAnswer(item), ...distractors], random);
}

/** True before the learner's first practice answer in a language: their first session only introduces words. */
export function isFirstPractice(cards: readonly ItemCard[]): boolean {
  return cards.length === 0;
}

/**
 * The real words a tone choice for `item` may meet: the neighbours the server attached (from the lexicon), the course's
 * other words with their meanings, and the item's other accepted spellings (right too, so never offered as wrong).
 */
function knownNear(item: ReviewItem, items: readonly ReviewItem[]): ToneNeighbour[] {
  return [
    ...item.answers.slice(1).map((word) => ({ word, meaning: null })),
    ...(item.neighbours ?? []),
    ...items
      .filter((o) => o !== item && o.language === item.language && o.source === 'vocabulary')
      .map((o) => ({ word: o.answers[0]!, meaning: o.prompt })),
  ];
}

function exerciseFor(
  target: ExerciseTarget,
  item: ReviewItem,
  items: readonly ReviewItem[],
  random: () => number,
  first: boolean,
  card: ReviewCard | undefined,
  spelling: Spelling,
): PracticeExercise {
  const word = item.answers[0]!;
  if (item.dialogue) {
    const others = items.filter((o) => o.dialogue && o !== item);
    const own = (o: ReviewItem) => o.dialogue!.lessonId === item.dialogue!.lessonId;
    const same = others.filter(own);
    return {
      ...target,
      kind: 'roleplay',
      mode: roleplayMode(card),
      prompt: item.prompt,
      audio: item.audio,
      ...(item.audio && item.credit ? { credit: item.credit } : {}),
      answers: item.answers,
      dialogue: item.dialogue,
      lines: [...same, ...others.filter((o) => !own(o))].map((o) => o.answers[0]!),
      sameConversation: same.length,
      seed: Math.floor(random() * 2 ** 31),
    };
  }
  if (target.direction === 'recall') {
    // A recall card exists only once the word was met by recognition, so the learner has heard or seen it before.
    if (item.audio && !first && random() < DICTATION_SHARE) {
      return {
        ...target,
        kind: 'dictation',
        audio: item.audio,
        credit: item.credit,
        prompt: recallPrompt(item),
        answers: item.answers,
        pronunciation: item.pronunciation,
      };
    }
    const choice = hasDottedLetters(spelling)
      ? toneChoice(word, item.prompt, spelling, knownNear(item, items), random)
      : null;
    if (choice && random() < 0.4) {
      return {
        ...target,
        kind: 'tone-choice',
        prompt: recallPrompt(item),
        choices: choice.choices,
        answer: word.normalize('NFC'),
        choiceMeanings: choice.meanings,
      };
    }
    return { ...target, kind: 'recall', prompt: recallPrompt(item), answers: item.answers };
  }
  const choices = meaningChoices(item, items, random);
  if (choices.length < 2) return { ...target, kind: 'recall', prompt: recallPrompt(item), answers: item.answers };
  const answer = meaningAnswer(item);
  const prompt = item.source === 'quiz' ? item.prompt : word;
  const kinds: ('recognise' | 'listen' | 'match')[] = ['recognise'];
  // A first session shows each word written (with its recording to hear): hearing it alone or matching comes later.
  if (item.audio && !first) kinds.push('listen');
  if (item.source === 'vocabulary' && !first) kinds.push('match');
  const kind = kinds[Math.floor(random() * kinds.length)] ?? 'recognise';
  if (kind === 'match')
    return { kind: 'match', targets: [target], pairs: [{ itemId: item.id, word, meaning: item.prompt }] };
  return {
    ...target,
    kind,
    prompt,
    audio: item.audio,
    credit: item.credit,
    choices,
    answer,
    ...(item.source === 'quiz' ? { fromQuiz: true as const } : {}),
    ...(kind === 'listen' && item.pronunciation ? { pronunciation: item.pronunciation } : {}),
  };
}

/** Gathers single-pair match exercises into one board of 4 to 6 pairs with distinct meanings; the rest become recognise exercises. */
/** The meanings a match card's English gives, each as the choices compare it: "two; second (2)" → two, second. */
const matchKeys = (gloss: string): string[] => [
  meaningKey(gloss),
  ...gloss
    .split(';')
    .map(meaningKey)
    .filter((key) => key !== ''),
];

function gatherMatches(
  exercises: PracticeExercise[],
  items: readonly ReviewItem[],
  random: () => number,
): PracticeExercise[] {
  const board: Extract<PracticeExercise, { kind: 'match' }> = { kind: 'match', targets: [], pairs: [] };
  const singles = exercises.filter((e): e is Extract<PracticeExercise, { kind: 'match' }> => e.kind === 'match');
  // Two pairs whose English shares a meaning (asides and case aside: "two" and "two (2)") could be matched either way.
  const meanings = new Set<string>();
  const onBoard = new Set<PracticeExercise>();
  for (const single of singles) {
    const pair = single.pairs[0]!;
    const keys = matchKeys(pair.meaning);
    if (singles.length < MATCH_PAIRS.min || board.pairs.length >= MATCH_PAIRS.max || keys.some((k) => meanings.has(k)))
      continue;
    board.targets.push(...single.targets);
    board.pairs.push(pair);
    for (const key of keys) meanings.add(key);
    onBoard.add(single);
  }
  const useBoard = board.pairs.length >= MATCH_PAIRS.min;
  const out: PracticeExercise[] = [];
  for (const e of exercises) {
    if (e.kind !== 'match') out.push(e);
    else if (useBoard && onBoard.has(e)) {
      if (e === singles.find((s) => onBoard.has(s))) out.push({ ...board, pairs: shuffled(board.pairs, random) });
    } else {
      const item = items.find((i) => i.id === e.pairs[0]!.itemId)!;
      const target = e.targets[0]!;
      out.push({
        ...target,
        kind: 'recognise',
        prompt: item.answers[0]!,
        audio: item.audio,
        credit: item.credit,
        choices: meaningChoices(item, items, random),
        answer: meaningAnswer(item),
      });
    }
  }
  return out;
}

/**
 * The exercises of a practice session at `now`: due cards first (most overdue first), then at most `maxNew` new cards,
 * missed quiz questions first and otherwise in content order, `size` cards in all and one direction per item; each recognition card becomes a recognise, listen (only
 * with audio) or match exercise (4–6 pairs, else recognise), each recall card a recall, a dictation (only with audio,
 * about a third of them: DICTATION_SHARE) or, in a language with dotted letters (`options.spelling`: Yoruba, Igbo), a tone choice, and each dialogue line (at most
 * MAX_DIALOGUES, none in a first session) a role-play in the mode its card calls for (roleplayMode); distractors come from other items of the same language, and every choice follows from `seed`. The learner's
 * first session (no cards yet) is a short introduction: `maxNew` words (3 unless asked), each recognised as written.
 * A later session that asks something but fewer than SESSION_MIN_EXERCISES (6) exercises is made up with cards reviewed
 * ahead of their due date, soonest due first (reviewAheadTargets, never a dialogue line), as far as the learner has cards and `size` allows;
 * with nothing due and nothing new it stays empty.
 */
export function practiceSession(
  items: readonly ReviewItem[],
  cards: readonly ItemCard[],
  now: Date,
  seed: number,
  options: SessionOptions = {},
): PracticeExercise[] {
  const { size, maxNew } = checkOptions(options);
  const byId = new Map(items.map((item) => [item.id, item]));
  const first = isFirstPractice(cards);
  const cardOf = new Map(cards.map((c) => [keyOf(c.itemId, c.direction), c.card]));
  const picked = pickTargets(items, cards, now, size, maxNew);
  const build = (targets: readonly ExerciseTarget[]) => {
    const random = seededRandom(seed);
    const exercises = targets.map((target) =>
      exerciseFor(
        target,
        byId.get(target.itemId)!,
        items,
        random,
        first,
        cardOf.get(keyOf(target.itemId, target.direction)),
        options.spelling ?? PLAIN_SPELLING,
      ),
    );
    return gatherMatches(exercises, items, random);
  };
  let session = build(picked);
  // Nothing owed stays nothing (the learner is caught up); an introduction stays short.
  if (first || picked.length === 0 || session.length >= SESSION_MIN_EXERCISES) return session;
  // Little is due: cards reviewed ahead make up the length, more of them while a match board folds several into one.
  // Words make up the length: a dialogue line reviewed ahead would go past MAX_DIALOGUES.
  const words = items.filter((item) => !item.dialogue);
  const ahead = reviewAheadTargets(words, cards, now, new Set(picked.map((t) => t.itemId)), size - picked.length);
  for (let extra = SESSION_MIN_EXERCISES - session.length; extra <= ahead.length; extra += 1) {
    session = build([...picked, ...ahead.slice(0, extra)]);
    if (session.length >= SESSION_MIN_EXERCISES) break;
  }
  return session.length >= SESSION_MIN_EXERCISES ? session : build([...picked, ...ahead]);
}

/** The cards an exercise reviews: one, or one per pair of a match. */
export function exerciseTargets(exercise: PracticeExercise): ExerciseTarget[] {
  return exercise.kind === 'match'
    ? exercise.targets
    : [{ itemId: exercise.itemId, direction: exercise.direction, isNew: exercise.isNew }];
}

/**
 * What a practice session started at `now` would ask: `dueCount` cards due for review and `newCount` new ones, the
 * very due and new cards practiceSession picks (0 when there is nothing to practise; a short session's cards reviewed
 * ahead are not counted, as nothing is owed on them), and the earliest due time of all the learner's cards.
 */
export interface PracticeCounts {
  dueCount: number;
  newCount: number;
  nextDue: string | null;
}

/**
 * The practice counts of `cards` (the learner's cards for `items`) at `now`: the due and new cards a session of
 * `options` (12 cards, at most 3 new, unless asked) would pick, one direction per item, due ones first.
 */
export function practiceCounts(
  items: readonly ReviewItem[],
  cards: readonly ItemCard[],
  now: Date,
  options: SessionOptions = {},
): PracticeCounts {
  const { size, maxNew } = checkOptions(options);
  const targets = pickTargets(items, cards, now, size, maxNew);
  const newCount = targets.filter((t) => t.isNew).length;
  return { dueCount: targets.length - newCount, newCount, nextDue: nextDue(cards.map((c) => c.card)) };
}
