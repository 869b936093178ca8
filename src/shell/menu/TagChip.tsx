import { contrastText } from './contrastText';

type TagChipProps = { name: string; color: string; title?: string };

/** A tag as a coloured chip; the text is black or white, whichever reads better on the colour. */
export function TagChip({ name, color, title }: TagChipProps) {
  return (
    <span
      className="inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-medium"
      style={{ backgroundColor: color, color: contrastText(color) }}
      title={title ?? name}
      data-testid="tag-chip"
    >
      {name}
    </span>
  );
}
