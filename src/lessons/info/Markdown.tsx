import { parseInline, parseParagraph, type Inline } from './markdown.ts';

function InlineNodes({ nodes }: { nodes: readonly Inline[] }) {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    if ('strong' in node) {
      return (
        <strong key={i} className="text-clay-700">
          <InlineNodes nodes={node.strong} />
        </strong>
      );
    }
    return (
      <em key={i}>
        <InlineNodes nodes={node.em} />
      </em>
    );
  });
}

/** One line of text with **bold** and *italic*, rendered as elements (never as HTML). */
export function InlineMarkdown({ text }: { text: string }) {
  return <InlineNodes nodes={parseInline(text)} />;
}

/** One paragraph of a lesson body: prose and simple lists. */
export function MarkdownParagraph({ text }: { text: string }) {
  return parseParagraph(text).map((block, i) => {
    if (block.kind === 'paragraph') {
      return (
        <p key={i}>
          <InlineNodes nodes={block.content} />
        </p>
      );
    }
    const items = block.items.map((item, j) => (
      <li key={j}>
        <InlineNodes nodes={item} />
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
