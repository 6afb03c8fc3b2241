import { describe, expect, it } from 'vitest';
import { $enrolledLanguages, addEnrolledLanguage, setEnrolledLanguages } from './enrollments';

describe('enrolment actions', () => {
  it('an enrolment is listed once, also before the list has loaded', () => {
    addEnrolledLanguage('igbo');
    expect($enrolledLanguages.get()).toEqual(['igbo']);
    setEnrolledLanguages(['igbo', 'swahili']);
    addEnrolledLanguage('igbo');
    addEnrolledLanguage('yoruba');
    expect($enrolledLanguages.get()).toEqual(['igbo', 'swahili', 'yoruba']);
  });
});
