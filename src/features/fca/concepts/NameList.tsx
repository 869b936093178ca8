import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Indices into `names`. */
  items: readonly number[];
  names: readonly string[];
  /** Where an item opens (an instance), or null. */
  href?: (index: number) => string | null;
  /** Show at most this many, then «+N». */
  limit?: number;
  testId?: string;
  /** What an empty list reads (default «нет»): an implication's empty premise reads «∅ (всегда)». */
  empty?: { text: string; hint?: string };
};

/** Names of objects or attributes in a line, the objects linked to their instances; long lists shortened. */
export function NameList({ items, names, href, limit, testId, empty }: Props) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <span className="text-gray-400" title={empty?.hint} data-testid={testId}>
        {empty?.text ?? t('fca.common.none')}
      </span>
    );
  }
  const shown = limit === undefined ? items : items.slice(0, limit);
  const more = items.length - shown.length;
  return (
    <span className="inline" data-testid={testId}>
      {shown.map((i, n) => {
        const to = href?.(i) ?? null;
        const name = names[i] ?? '';
        return (
          <span key={i}>
            {n > 0 && ', '}
            {to ? (
              <Link to={to} className="text-primary hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </span>
        );
      })}
      {more > 0 && <span className="ml-1 text-gray-500">{t('fca.common.more', { count: more, shown: more })}</span>}
    </span>
  );
}
