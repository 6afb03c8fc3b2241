import { describe, expect, it } from 'vitest';
import { drawnModules, expectedModules } from '../../../tests/helpers/qr-svg.ts';
import { qrModules, totpQrSvg } from './totp-qr.ts';
import { totpUri } from './totp.ts';

const uri = totpUri('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 'lugha.example', 'ada@example.com');

// A finder pattern: a 7×7 dark ring, a light ring inside it, and a dark 3×3 centre.
const isFinder = (dark: Set<string>, left: number, top: number) => {
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (dark.has(`${left + x},${top + y}`) !== (ring !== 2)) return false;
    }
  return true;
};

describe('the TOTP QR code', () => {
  it('draws exactly the modules of the QR code of the otpauth URI, inside a four-module quiet zone', () => {
    const drawn = drawnModules(totpQrSvg(uri, 'title'));
    const expected = expectedModules(uri, 4);
    expect(drawn.width).toBe(expected.width);
    expect(drawn.squares.size).toBe(expected.squares.size);
    expect([...drawn.squares].filter((s) => !expected.squares.has(s))).toEqual([]);
  });

  it('is a QR symbol: 17 + 4v modules wide with finder patterns in three corners and none in the fourth', () => {
    const { size, dark } = qrModules(uri);
    expect((size - 17) % 4).toBe(0);
    const keys = new Set(dark.map(([x, y]) => `${x},${y}`));
    expect(isFinder(keys, 0, 0)).toBe(true);
    expect(isFinder(keys, size - 7, 0)).toBe(true);
    expect(isFinder(keys, 0, size - 7)).toBe(true);
    expect(isFinder(keys, size - 7, size - 7)).toBe(false);
  });

  it('differs when the secret differs', () => {
    const other = totpUri('MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U', 'lugha.example', 'ada@example.com');
    expect(totpQrSvg(other, 'title')).not.toBe(totpQrSvg(uri, 'title'));
  });

  it('survives an unencoded data URL: no # or %, and its title is escaped', () => {
    const svg = totpQrSvg(uri, 'lugha#1 <test> 100%');
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(svg).not.toMatch(/[#%]/);
    expect(svg).toContain('<title>lugha1 &lt;test&gt; 100</title>');
  });
});
