import { snippetParts } from './snippetParts';

type Props = { html: string; className: string; markClassName: string; testId?: string };

/** A passage found by the search, the words found highlighted; rendered as text pieces, never set as HTML. */
export function MarkedSnippet({ html, className, markClassName, testId }: Props) {
  return (
    <span className={className} data-testid={testId}>
      {snippetParts(html).map((part, i) =>
        part.marked ? (
          <mark key={i} className={markClassName}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
