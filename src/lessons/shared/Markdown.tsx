import WordAudioButton from '../audio/WordAudioButton.tsx';
import type { AudioClip } from '../types.ts';
import { inlineText, parseInline, parseParagraph, type Inline } from './markdown.ts';

/** Recordings of the lesson's words, keyed by the word as written in bold. */
type Words = Readonly<Record<string, AudioClip>> | undefined;

function InlineNodes({ nodes, words }: { nodes: readonly Inline[]; words?: Words }) {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    if ('strong' in node) {
      const word = inlineText(node.strong);
      return (
        <span key={i}>
          <strong className="text-clay-700">
            <InlineNodes nodes={node.strong} />
          </strong>
          {words?.[word] && (
            <>
              {' '}
              <WordAudioButton word={word} clip={words[word]} />
            </>
          )}
        </span>
      );
    }
    return (
      <em key={i}>
        <InlineNodes nodes={node.em} words={words} />
      </em>
    );
  });
}

/** One line of text with **bold** and *italic*, rendered as elements (never as HTML). */
export function InlineMarkdown({ text }: { text: string }) {
  return <InlineNodes nodes={parseInline(text)} />;
}

/** One paragraph of a lesson body: prose and simple lists; a bold word with a recording gets a button that says it. */
export function MarkdownParagraph({ text, words }: { text: string; words?: Words }) {
  return parseParagraph(text).map((block, i) => {
    if (block.kind === 'paragraph') {
      return (
        <p key={i}>
          <InlineNodes nodes={block.content} words={words} />
        </p>
      );
    }
    const items = block.items.map((item, j) => (
      <li key={j}>
        <InlineNodes nodes={item} words={words} />
      </li>
    ));
    return block.ordered ? (
      <ol key={i} className="list-decimal space-y-1 pl-6">
        {items}
      </ol>
    ) : (
      <ul key={i} className="list-disc space-y-1 pl-6">
        {items}
      </ul>
    );
  });
}
