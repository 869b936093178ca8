import type { SearchAnswer } from '../../realtime/protocol/semanticSearch';
import { markdownTable } from '../../model/semanticSearch/markdownTable';
import { parseMarkdownParams } from '../../model/semanticSearch/markdownParams';

const RU_NUMBER = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 10 });

/** DD.MM.YYYY for dates, ru-RU numbers, like every screen. */
function formatValue(kinds: Map<string, string>) {
  return (value: string | number | boolean, column: { code: string }): string => {
    const kind = kinds.get(column.code);
    if (typeof value === 'number') return RU_NUMBER.format(value);
    if (typeof value === 'string' && (kind === 'date' || kind === 'dateTime')) {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
      if (m) return `${m[3]}.${m[2]}.${m[1]}`;
    }
    return String(value);
  };
}

/** The answer as a Markdown table with the `groupField` / `headerLevel` parameters. */
export function answerMarkdown(answer: SearchAnswer, params: string): string {
  // values show by their own kind (a list of dates as dates); counts and sums are numbers anyway
  const kinds = new Map(answer.columns.map((c) => [c.code, c.aggregates?.kind ?? c.kind]));
  return markdownTable(answer.columns, answer.rows.map((r) => r.cells), parseMarkdownParams(params), { formatValue: formatValue(kinds) });
}
