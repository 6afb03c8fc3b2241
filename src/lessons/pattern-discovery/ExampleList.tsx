import { splitHighlight } from './text.ts';

interface Props {
  examples: readonly { text: string; english: string; highlight?: string | undefined }[];
  lang: string | undefined;
}

/** A step's examples: the phrase with its highlighted part marked (bold and underlined, not colour alone), then the English. */
export default function ExampleList({ examples, lang }: Props) {
  if (examples.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col gap-2" aria-label="Examples">
      {examples.map((example) => (
        <li key={`${example.text}|${example.english}`} className="rounded-xl border border-sand bg-cream px-4 py-3">
          <p lang={lang} className="text-lg font-semibold">
            {splitHighlight(example.text, example.highlight).map((part, i) =>
              part.highlighted ? (
                <mark
                  key={i}
                  className="rounded bg-sun-300 px-0.5 font-bold text-ink underline decoration-2 underline-offset-4"
                >
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </p>
          <p className="text-muted">{example.english}</p>
        </li>
      ))}
    </ul>
  );
}
