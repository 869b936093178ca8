import type { TFunction } from 'i18next';
import type { ResultColumn } from '../../../../realtime/protocol/semanticSearch';

/**
 * An answer's column as the screen titles it: an aggregated column by its aggregation and the
 * column it aggregates, in the interface's language («Количество: Название», «Count: Title»).
 */
export function columnTitle(column: Pick<ResultColumn, 'name' | 'agg' | 'aggregates'>, t: TFunction): string {
  if (!column.agg || !column.aggregates) return column.name;
  return t('semanticSearch.results.aggregatedTitle', { agg: t(`semanticSearch.aggregationTitles.${column.agg}`), name: column.aggregates.name });
}
