import { lessonAudioKinds, vocabularyAudioKinds, type AudioEntry } from './audio.ts';
import type { ContentProblem, ContentTree } from './read.ts';

const MANIFEST = 'content/audio/manifest.yaml';
const error = (field: string, message: string): ContentProblem => ({ file: MANIFEST, field, message, severity: 'error' });

function checkKey(entry: AudioEntry, tree: ContentTree): ContentProblem | null {
  const where = `'${entry.file}'`;
  if (vocabularyAudioKinds.includes(entry.kind)) {
    const list = tree.vocabulary.find((l) => l.language === entry.language);
    if (!list) return error('key', `${where}: ${entry.language} has no vocabulary list (content/vocabulary/${entry.language}.yaml)`);
    if (!list.entries.some((w) => w.slug === entry.key)) return error('key', `${where}: no word with slug '${entry.key}' in ${list.file}`);
    return null;
  }
  const type = lessonAudioKinds[entry.kind];
  if (type === undefined) return null;
  // A conversation is recorded line by line: '<lesson id>-line-<n>' is its n-th line (n from 1).
  const line = entry.kind === 'conversations' ? /^(.+)-line-(\d+)$/.exec(entry.key) : null;
  const lessonId = line ? line[1]! : entry.key;
  const lesson = tree.lessons.find((l) => l.language === entry.language && l.id === lessonId);
  if (!lesson) return error('key', `${where}: no ${entry.language} lesson '${lessonId}'`);
  if (line && lesson.type === 'conversation') {
    const n = Number(line[2]);
    if (n < 1 || n > lesson.lines.length)
      return error('key', `${where}: lesson '${lessonId}' has no line ${n} (it has ${lesson.lines.length})`);
  }
  if (type !== null && lesson.type !== type) return error('key', `${where}: lesson '${entry.key}' is a ${lesson.type} lesson, and ${entry.kind} belong to ${type} lessons`);
  return null;
}

/**
 * Checks the audio manifest against the content and the files on disk: every key names an existing word
 * or lesson, no file is declared twice, every declared file exists under public/audio/, and every
 * language recording there is declared (a warning).
 */
export function checkAudioManifest(tree: ContentTree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const courseLanguages = new Set(tree.courses.map((c) => c.language));
  const declared = new Set<string>();
  for (const entry of tree.audio) {
    if (declared.has(entry.file)) problems.push(error('file', `'${entry.file}' is declared twice`));
    declared.add(entry.file);
    if (!courseLanguages.has(entry.language)) {
      problems.push(error('language', `'${entry.file}': no course for '${entry.language}'`));
      continue;
    }
    const keyProblem = checkKey(entry, tree);
    if (keyProblem) problems.push(keyProblem);
    if (!tree.audioFiles.has(entry.file)) problems.push(error('file', `'${entry.file}' is declared but missing: no public/audio/${entry.file}`));
  }
  for (const file of tree.audioFiles) {
    // Only recordings under a language folder are the manifest's business; /audio/test.mp3 is not one.
    if (file.includes('/') && !declared.has(file)) {
      problems.push({ file: `public/audio/${file}`, field: '(file)', message: `not declared in ${MANIFEST}, so no lesson plays it`, severity: 'warning' });
    }
  }
  return problems;
}
