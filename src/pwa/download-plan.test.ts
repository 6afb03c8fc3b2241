import { describe, expect, it } from 'vitest';
import {
  DownloadError,
  formatBytes,
  isDownloadRecord,
  problemOf,
  progressText,
  strayFiles,
  unitDownload,
  type DownloadRecord,
} from './download-plan.ts';

const course = { language: 'igbo', languageName: 'Igbo', levelHref: '/course/igbo/level/level-1' };
const unit1 = {
  id: 'unit-1',
  title: 'Greetings and respect',
  lessons: [
    { id: '1-0', title: 'Greetings and Respect' },
    { id: '1-1', title: 'Morning greetings' },
  ],
  // As the level page gives it: the lessons' audio, and the player's sound effects.
  audio: [
    '/audio/igbo/vocabulary/nne.mp3',
    '/audio/igbo/vocabulary/nne.mp3',
    '/sounds/correct.mp3',
    '/sounds/success.mp3',
  ],
};

const record = (key: string, urls: string[]): DownloadRecord => ({
  key,
  language: 'igbo',
  title: key,
  href: '/course/igbo/level/level-1',
  lessons: [],
  urls,
  bytes: 1,
  savedAt: '2026-11-26T09:00:00.000Z',
});

describe('unitDownload', () => {
  it('keeps the level page, then the lessons, then their audio and sound effects once each', () => {
    const download = unitDownload(course, unit1, 1);
    expect(download).toMatchObject({
      key: 'igbo/unit-1',
      title: 'Igbo · Unit 1: Greetings and respect',
      href: '/course/igbo/level/level-1#unit-1',
      lessons: [
        { href: '/lesson/igbo/1-0', title: 'Greetings and Respect' },
        { href: '/lesson/igbo/1-1', title: 'Morning greetings' },
      ],
    });
    expect(download.urls).toEqual([
      '/course/igbo/level/level-1',
      '/lesson/igbo/1-0',
      '/lesson/igbo/1-1',
      '/audio/igbo/vocabulary/nne.mp3',
      '/sounds/correct.mp3',
      '/sounds/success.mp3',
    ]);
  });
});

describe('strayFiles', () => {
  it('lists the files no downloaded unit keeps, never a record', () => {
    const records = [record('igbo/unit-1', ['/lesson/igbo/1-0', '/sounds/click.mp3'])];
    expect(
      strayFiles(
        ['/lesson/igbo/1-0', '/lesson/igbo/2-0', '/sounds/click.mp3', '/__downloads/igbo/unit-1'],
        records,
        '/__downloads/',
      ),
    ).toEqual(['/lesson/igbo/2-0']);
  });

  it('keeps a file two units share while either is downloaded', () => {
    const both = [record('a', ['/sounds/click.mp3']), record('b', ['/sounds/click.mp3'])];
    expect(strayFiles(['/sounds/click.mp3'], both.slice(1), '/__downloads/')).toEqual([]);
    expect(strayFiles(['/sounds/click.mp3'], [], '/__downloads/')).toEqual(['/sounds/click.mp3']);
  });
});

describe('isDownloadRecord', () => {
  it('accepts a whole record and refuses anything else read back from the cache', () => {
    expect(isDownloadRecord(record('igbo/unit-1', ['/lesson/igbo/1-0']))).toBe(true);
    expect(isDownloadRecord(null)).toBe(false);
    expect(isDownloadRecord('igbo/unit-1')).toBe(false);
    expect(isDownloadRecord({ ...record('k', []), bytes: '12' })).toBe(false);
    expect(isDownloadRecord({ ...record('k', []), urls: [1] })).toBe(false);
    expect(isDownloadRecord({ ...record('k', []), lessons: [{ href: '/x' }] })).toBe(false);
  });
});

describe('problemOf', () => {
  it('tells a full device, a lost connection and a refusing server apart, with what to do', () => {
    expect(problemOf(new DOMException('Quota exceeded', 'QuotaExceededError'))).toBe('quota');
    expect(problemOf(new TypeError('Failed to fetch'))).toBe('offline');
    expect(problemOf(new DownloadError('server'))).toBe('server');
    expect(problemOf(new Error('odd'))).toBe('server');
    expect(new DownloadError('quota').message).toBe(
      'There is not enough space on this device. Remove another download or free some space, then try again.',
    );
    expect(new DownloadError('offline').message).toMatch(/Connect to the internet and try again\.$/);
  });
});

describe('progressText and formatBytes', () => {
  it('say how far a download is and how much it keeps', () => {
    expect(progressText(3, 7)).toBe('Downloading 3 of 7…');
    expect(formatBytes(940)).toBe('940 bytes');
    expect(formatBytes(12_400)).toBe('12 KB');
    expect(formatBytes(3_420_000)).toBe('3.4 MB');
    expect(formatBytes(42_000_000)).toBe('42 MB');
  });
});
