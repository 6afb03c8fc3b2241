/**
 * A tiny, safe reader for the Markdown of lesson paragraphs: **bold**, *italic* (or _italic_) and
 * simple lists. It returns plain data that React renders as elements, so no text is ever treated
 * as HTML.
 */

export type Inline = string | { strong: Inline[] } | { em: Inline[] };

export type Block = { kind: 'paragraph'; content: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const bulletLine = /^\s*([-*+])\s+(.*)$/;
const numberedLine = /^\s*(\d+)[.)]\s+(.*)$/;

/** The inline parts of a text: strong for **…** or __…__, em for *…* or _…_; unmatched markers stay literal. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const span = delimitedSpan(text, i);
    if (span) {
      if (plain) out.push(plain);
      plain = '';
      const inner = parseInline(text.slice(i + span.marker.length, span.end));
      out.push(span.marker.length === 2 ? { strong: inner } : { em: inner });
      i = span.end + span.marker.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) out.push(plain);
  return out;
}

/** A span opened at `start` by **, __, * or _ and closed by the same marker, or null. */
function delimitedSpan(text: string, start: number): { marker: string; end: number } | null {
  for (const marker of ['**', '__', '*', '_']) {
    if (!text.startsWith(marker, start)) continue;
    const after = text[start + marker.length];
    if (after === undefined || /\s/.test(after) || after === marker[0]) continue;
    // Underscores inside words (snake_case) are not emphasis.
    if (marker[0] === '_' && /[\p{L}\p{N}]/u.test(text[start - 1] ?? '')) continue;
    let end = text.indexOf(marker, start + marker.length + 1);
    while (end !== -1) {
      const before = text[end - 1] ?? ' ';
      const next = text[end + marker.length] ?? '';
      const closes = !/\s/.test(before) && (marker.length === 2 || next !== marker[0]);
      const wordInside = marker[0] === '_' && /[\p{L}\p{N}]/u.test(next);
      if (closes && !wordInside) return { marker, end };
      end = text.indexOf(marker, end + 1);
    }
  }
  return null;
}

/** Items of a list whose lines were joined with spaces (as `paragraphs()` does): "- a - b" or "1. a 2. b". */
function joinedListItems(text: string): { ordered: boolean; items: string[] } | null {
  const bullet = bulletLine.exec(text);
  if (bullet) {
    const marker = bullet[1] ?? '-';
    const escaped = marker.replace(/[*+]/, '\\$&');
    return { ordered: false, items: (bullet[2] ?? '').split(new RegExp(`\\s+${escaped}\\s+`)) };
  }
  if (!/^\s*1[.)]\s+/.test(text)) return null;
  const items: string[] = [];
  let rest = text.replace(/^\s*1[.)]\s+/, '');
  // Split only on the next number in sequence, so "in 1990. Then" inside an item stays whole.
  for (let n = 2; ; n += 1) {
    const match = new RegExp(`\\s+${n}[.)]\\s+`).exec(rest);
    if (!match) break;
    items.push(rest.slice(0, match.index));
    rest = rest.slice(match.index + match[0].length);
  }
  items.push(rest);
  return { ordered: true, items };
}

/** The blocks of one paragraph: list lines become lists, other lines a paragraph. */
export function parseParagraph(paragraph: string): Block[] {
  const lines = paragraph.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 1) {
    const joined = joinedListItems(lines[0] ?? '');
    if (joined)
      return [{ kind: 'list', ordered: joined.ordered, items: joined.items.map((item) => parseInline(item.trim())) }];
  }
  const blocks: Block[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(prose.join(' ').trim()) });
    prose = [];
  };
  for (const line of lines) {
    const item = bulletLine.exec(line) ?? numberedLine.exec(line);
    if (!item) {
      prose.push(line.trim());
      continue;
    }
    flush();
    const ordered = /^\s*\d/.test(line);
    const last = blocks.at(-1);
    const content = parseInline((item[2] ?? '').trim());
    if (last?.kind === 'list' && last.ordered === ordered) last.items.push(content);
    else blocks.push({ kind: 'list', ordered, items: [content] });
  }
  flush();
  return blocks;
}

/** The plain text of an inline node list (markers dropped). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((n) => (typeof n === 'string' ? n : 'strong' in n ? inlineText(n.strong) : inlineText(n.em)))
    .join('');
}

/** The texts set in **bold** in a paragraph (lists included), in order: a reading lesson's key words. */
export function strongTexts(paragraph: string): string[] {
  const collect = (nodes: readonly Inline[]): string[] =>
    nodes.flatMap((n) => (typeof n === 'string' ? [] : 'strong' in n ? [inlineText(n.strong)] : collect(n.em)));
  return parseParagraph(paragraph).flatMap((block) =>
    block.kind === 'paragraph' ? collect(block.content) : block.items.flatMap(collect),
  );
}
