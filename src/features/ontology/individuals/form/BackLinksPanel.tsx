import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../../components/useLoad';
import { Problem, problemText } from '../../../../components/Problem';
import { linkClass } from '../ui';
import { fetchBackLinks } from './backLinks';

/** Instances linking to this one, each a link to its form and to its class's list. */
export function BackLinksPanel({ inst, version }: { inst: string; version: number }) {
  const { t } = useTranslation();
  const links = useLoad(() => fetchBackLinks(inst), [inst, version]);
  if (links.error) return <Problem multiline text={problemText(links.error)} />;
  if (!links.data) return null;
  if (links.data.length === 0) return <p className="text-sm text-gray-500">{t('individuals.backLinks.empty')}</p>;
  return (
    <table className="min-w-full text-sm" data-testid="back-links">
      <thead className="bg-gray-50 text-left text-xs text-gray-600">
        <tr>
          <th className="px-3 py-1">#</th>
          <th className="px-3 py-1">{t('individuals.backLinks.name')}</th>
          <th className="px-3 py-1">{t('individuals.backLinks.prop')}</th>
          <th className="px-3 py-1">{t('individuals.backLinks.type')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {links.data.map((link) => (
          <tr key={`${link.id}:${link.prop_id}:${link.row_number}`}>
            <td className="px-3 py-1 text-gray-500">{link.row_number}</td>
            <td className="px-3 py-1"><Link className={linkClass} to={`/examp_list/${link.type_id}?inst=${link.id}`}>{link.name}</Link></td>
            <td className="px-3 py-1"><Link className={linkClass} to={`/props_list/${link.prop_id}`}>{link.prop}</Link></td>
            <td className="px-3 py-1"><Link className={linkClass} to={`/examp_list/${link.type_id}`}>{link.type}</Link></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
