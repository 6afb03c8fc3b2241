import { correction, generate } from 'lean-qr';

// A QR reader needs four light modules of quiet zone around the code (ISO/IEC 18004).
const QUIET = 4;
// Each module is drawn 4 px wide, so a phone camera reads the picture at its natural size.
const MODULE_PX = 4;

// The SVG travels unencoded in a data URL, where '#' would end it and '%' start an escape: those two are left out.
const escapeXml = (text: string) =>
  text
    .replace(/[#%]/g, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The QR code of a text: its width in modules and its dark modules as [x, y] from the top left (correction M). */
export function qrModules(text: string): { size: number; dark: Array<[number, number]> } {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const dark: Array<[number, number]> = [];
  for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) if (code.get(x, y)) dark.push([x, y]);
  return { size: code.size, dark };
}

/**
 * The QR code of a new TOTP factor's `otpauth://` URI as raw SVG text, one unit square per dark module (supabase-js
 * prefixes `data:image/svg+xml;utf-8,`, as for Supabase Auth's picture). No '#' or '%' appears in it.
 */
export function totpQrSvg(uri: string, title: string): string {
  const qr = qrModules(uri);
  const size = qr.size + 2 * QUIET;
  const squares = qr.dark.map(([x, y]) => `M${x + QUIET} ${y + QUIET}h1v1h-1z`).join('');
  const px = size * MODULE_PX;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges" role="img"><title>${escapeXml(title)}</title>` +
    `<rect width="${size}" height="${size}" fill="white"/><path fill="black" d="${squares}"/></svg>`
  );
}
