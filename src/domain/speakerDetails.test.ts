import { describe, expect, it } from 'vitest';
import { creditWithVariety, listedVariety, varietyLabel } from './speakerDetails.ts';

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
