import { describe, expect, it } from 'vitest';
import { courseFromQuery, welcomeHeading, type WelcomeCourse } from './welcomeCourse';

const yoruba: WelcomeCourse = {
  code: 'yoruba',
  name: 'Yoruba',
  nativeName: 'Èdè Yorùbá',
  lang: 'yo',
  flag: '🇳🇬',
  firstLessonId: 'y1-0',
  firstLessonTitle: 'Greetings',
  firstLessonMinutes: 5,
};

describe('the welcome', () => {
  it('takes the language of the address only when the site has that course', () => {
    expect(courseFromQuery([yoruba], '?language=yoruba')).toBe(yoruba);
    expect(courseFromQuery([yoruba], '?language=klingon')).toBeNull();
    expect(courseFromQuery([yoruba], '')).toBeNull();
  });

  it('greets by first name, else username, and an anonymous learner plainly', () => {
    expect(welcomeHeading({ first_name: 'Tunde', username: 'tunde_w' }, false)).toBe('Welcome, Tunde!');
    expect(welcomeHeading({ first_name: ' ', username: 'tunde_w' }, false)).toBe('Welcome, tunde_w!');
    expect(welcomeHeading({ first_name: '', username: 'New User' }, true)).toBe('Welcome!');
    expect(welcomeHeading(null, false)).toBe('Welcome!');
  });
});
