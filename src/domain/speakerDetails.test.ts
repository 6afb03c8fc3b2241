import { describe, expect, it } from 'vitest';
import {
  chosenVariety,
  creditWithVariety,
  listedVariety,
  OTHER_VARIETY,
  varietyChoices,
  varietyLabel,
} from './speakerDetails.ts';

describe('speaker details', () => {
  it('labels a variety as a speaker of it', () => {
    expect(varietyLabel('Onitsha')).toBe('Onitsha speaker');
    expect(varietyLabel(null)).toBeNull();
    expect(varietyLabel('')).toBeNull();
  });

  it('adds the variety after the credit only when given', () => {
    expect(creditWithVariety('Recorded by Ada (CC BY-SA 4.0)', 'Onitsha')).toBe(
      'Recorded by Ada (CC BY-SA 4.0) · Onitsha speaker',
    );
    expect(creditWithVariety('Recorded by Ada (CC BY-SA 4.0)', null)).toBe('Recorded by Ada (CC BY-SA 4.0)');
  });

  it('finds a listed variety whatever its Unicode form, and nothing else', () => {
    const yoruba = ['Ọ̀yọ́'.normalize('NFC'), 'Èkìtì'];
    expect(listedVariety(yoruba, 'Ọ̀yọ́'.normalize('NFD'))).toBe(yoruba[0]);
    expect(listedVariety(yoruba, ' Èkìtì ')).toBe('Èkìtì');
    expect(listedVariety(yoruba, 'Oyo')).toBeNull();
  });
});

describe('a variety the language does not list', () => {
  it('is one stored value for every language, chosen beside the listed ones, and nothing else is', () => {
    const igbo = ['Onitsha', 'Owerri'];
    expect(chosenVariety(igbo, OTHER_VARIETY)).toBe('other');
    expect(chosenVariety([], ' other ')).toBe('other');
    expect(chosenVariety(igbo, 'Onitsha')).toBe('Onitsha');
    expect(chosenVariety(igbo, 'Other (not listed)')).toBeNull();
    expect(chosenVariety(igbo, 'Lagos')).toBeNull();
    expect(varietyChoices(igbo)).toEqual(['Onitsha', 'Owerri', 'other']);
    expect(igbo).toEqual(['Onitsha', 'Owerri']);
  });

  it('reads "Native speaker" for learners, never "other speaker"', () => {
    expect(varietyLabel(OTHER_VARIETY)).toBe('Native speaker');
    expect(creditWithVariety('Recorded by Ada (CC BY-SA 4.0)', OTHER_VARIETY)).toBe(
      'Recorded by Ada (CC BY-SA 4.0) · Native speaker',
    );
  });
});
