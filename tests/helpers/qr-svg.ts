import { correction, generate } from 'lean-qr';

/** The dark squares an SVG of unit squares (`M{x} {y}h1v1h-1z`) draws, as "x,y" keys, and its viewBox width. */
export function drawnModules(svg: string): { width: number; squares: Set<string> } {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const path = /<path [^>]*d="([^"]*)"/.exec(svg);
  if (!viewBox || !path) throw new Error(`not a QR picture: ${svg.slice(0, 120)}`);
  const squares = new Set<string>();
  const rest = path[1]!.replace(/M(\d+) (\d+)h1v1h-1z/g, (_m, x: string, y: string) => {
    squares.add(`${x},${y}`);
    return '';
  });
  if (rest !== '') throw new Error(`the path draws more than unit squares: ${rest.slice(0, 80)}`);
  return { width: Number(viewBox[1]), squares };
}

/** The dark modules of lean-qr's own QR code for a text, shifted by a quiet zone, as "x,y" keys. */
export function expectedModules(text: string, quiet: number): { width: number; squares: Set<string> } {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const squares = new Set<string>();
  for (let y = 0; y < code.size; y++)
    for (let x = 0; x < code.size; x++) if (code.get(x, y)) squares.add(`${x + quiet},${y + quiet}`);
  return { width: code.size + 2 * quiet, squares };
}
