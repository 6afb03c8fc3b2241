// Every document a comment or a page cites is in the repository: docs/ paths exist, their quoted sections and §
// numbers are there, Markdown links resolve, and nothing cites design documents a clone does not have.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCANNED = ['src', 'scripts', 'tests', 'content', 'bench', 'docs', 'schemas', '.ci', '.vscode'];
const ROOT_FILES = [
  'README.md',
  'CONTENT.md',
  '.dependency-cruiser.cjs',
  'eslint.config.js',
  'astro.config.mjs',
  'vitest.config.ts',
  'playwright.config.ts',
];
const TEXT = /\.(ts|tsx|astro|js|mjs|cjs|md|yaml|json|css|sh)$|^run$/;
const THIS_FILE = 'tests/docs-links.test.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return TEXT.test(name) ? [path] : [];
  });
}

const files = [...SCANNED.filter((dir) => existsSync(dir)).flatMap(filesUnder), ...ROOT_FILES].filter(
  (path) => path !== THIS_FILE && !path.endsWith('results.json'),
);
const texts = new Map(files.map((path) => [path, readFileSync(path, 'utf8')]));

/** Every match of `pattern` in the scanned files, as "file: match" with its groups. */
function citations(pattern: RegExp): { where: string; match: RegExpExecArray }[] {
  return [...texts].flatMap(([path, text]) =>
    [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => ({ where: path, match })),
  );
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as dashes. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1] ?? '')));
}

describe('documents cited in the repository', () => {
  it('cites no design document that is not in the repository', () => {
    const outside = new RegExp(['DESIGN', 'CONVENTIONS'].join('\\.md|') + '\\.md|spec 00\\d');
    expect(citations(outside).map(({ where, match }) => `${where}: ${match[0]}`)).toEqual([]);
  });

  it('cites docs/ files that exist', () => {
    const missing = citations(/\bdocs\/[\w/.-]+\.md\b/)
      .map(({ where, match }) => ({ where, file: match[0] }))
      .filter(({ file }) => !existsSync(file));
    expect(missing).toEqual([]);
  });

  it('cites sections of docs/product by numbers those pages have', () => {
    const missing = citations(/docs\/product\/([a-z-]+\.md) §(\d+)/)
      .filter(({ match }) => {
        const page = texts.get(`docs/product/${match[1]}`) ?? '';
        return !new RegExp(`^## ${match[2]}\\. `, 'm').test(page);
      })
      .map(({ where, match }) => `${where}: ${match[0]}`);
    expect(missing).toEqual([]);
  });

  it("cites docs/ sections by names those pages contain (docs/x.md 'Name')", () => {
    const missing = citations(/\b(docs\/[\w/.-]+\.md) '([^'\n]+?)'(?=[),.:;\s])/)
      .filter(({ match }) => !(texts.get(match[1] ?? '') ?? '').includes(match[2] ?? ''))
      .map(({ where, match }) => `${where}: ${match[0]}`);
    expect(missing).toEqual([]);
  });

  it('has Markdown links that reach a file, and a heading when they name one', () => {
    const broken = [...texts]
      .filter(([path]) => path.endsWith('.md'))
      .flatMap(([path, text]) =>
        [...text.matchAll(/\]\(([^)\s]+)\)/g)]
          .map((m) => m[1] ?? '')
          .filter((target) => !/^[a-z]+:/.test(target))
          .filter((target) => {
            const [file = '', hash] = target.split('#');
            const resolved = file === '' ? path : normalize(join(dirname(path), file));
            if (!existsSync(resolved)) return true;
            if (hash === undefined || !resolved.endsWith('.md')) return false;
            return !anchorsOf(readFileSync(resolved, 'utf8')).has(hash);
          })
          .map((target) => `${path}: ${target}`),
      );
    expect(broken).toEqual([]);
  });
});
