import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CellValue, ResultColumn } from '../../../../realtime/protocol/semanticSearch';
import { valuesKind } from '../../../../model/semanticSearch/aggregations';
import { cellText, isLink } from '../model/cellText';

/** Where an instance opens: the instance form of its class (platform spec: the instances link uses `inst`). */
export const instanceLink = (classId: string, inst: string): string => `/examp_list/${classId}?inst=${inst}`;

type Props = { value: CellValue | undefined; column: ResultColumn; linkClass: string | null };

/** One cell of a result: links open the instance; numbers ru-RU, dates DD.MM.YYYY. */
export function ResultCell({ value, column, linkClass }: Props) {
  const { t } = useTranslation();
  const yesNo = { yes: t('semanticSearch.common.yes'), no: t('semanticSearch.common.no') };
  if (value === undefined || value === null) return null;
  const links = (Array.isArray(value) ? value : [value]).filter(isLink);
  if (links.length > 0 && linkClass) {
    return (
      <span className="inline-flex flex-wrap gap-x-1">
        {links.map((link, i) => (
          <span key={`${link.id}:${i}`}>
            <Link className="text-primary hover:underline" to={instanceLink(linkClass, link.id)}>
              {link.name}
            </Link>
            {i < links.length - 1 ? ',' : ''}
          </span>
        ))}
      </span>
    );
  }
  return <>{cellText(value, valuesKind(column), yesNo)}</>;
}
