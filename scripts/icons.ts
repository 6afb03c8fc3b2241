// `node scripts/icons.ts`: the app icons of the web app manifest, drawn from the logo (public/favicon.svg).
// The maskable icon fills the whole square (launchers cut their own shape); the letter and the sun already sit
// inside its safe zone, the middle 80 %.
import { readFile, mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const LOGO = 'public/favicon.svg';
const OUT = 'public/icons';

/** The logo's square with its rounded corners removed, for launchers that mask icons. */
const fullBleed = (svg: string): string => svg.replace(/ rx="\d+"/, '');

const logo = await readFile(LOGO, 'utf8');
if (!logo.includes('rx="16"'))
  throw new Error(`${LOGO}: expected the logo's rounded square (rx="16"); update scripts/icons.ts for the new logo.`);
await mkdir(OUT, { recursive: true });
const icons: [string, string, number][] = [
  // The tab's icon: a PNG, as an SVG icon is drawn as a document of its own on the page's main thread while the
  // page starts (bench/README.md, "Fonts behind the player's code").
  ['icon-48.png', logo, 48],
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['maskable-512.png', fullBleed(logo), 512],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${name}`);
  console.log(`${OUT}/${name}: ${size}x${size}`);
}
