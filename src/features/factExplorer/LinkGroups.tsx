import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FactDirection, FactLinkGroup, FactLinkPage } from '../../../realtime/protocol/factExplorer';
import { formatNumber } from '../../i18n/format';
import { showMessage } from '../../state/messageStore';
import { problemText } from '../../components/Problem';
import { fetchFactLinks } from './factExplorerApi';
import { classPath, formPath } from './explorerLocation';
import { linkClass, smallButton } from './explorerUi';

type Props = { inst: string; direction: FactDirection; groups: readonly FactLinkGroup[]; empty: string; onPage: (page: FactLinkPage) => void; explorerLink: (inst: string) => string };

/** Links by property, each a table of back-link rows (domain spec §3.2) with "show more" while some are not loaded. */
export function LinkGroups({ inst, direction, groups, empty, onPage, explorerLink }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  if (groups.length === 0) return <p className="text-sm text-gray-500">{empty}</p>;
  async function more(group: FactLinkGroup) {
    setBusy(group.prop.id);
    try {
      onPage(await fetchFactLinks(inst, group.prop.id, direction, group.links.length));
    } catch (error) {
      showMessage({ text: problemText(error) || t('factExplorer.loadFailed'), kind: 'error' });
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => (
        <div key={group.prop.id} data-testid={`links-${direction}`}>
          <div className="flex flex-wrap items-baseline gap-2">
            <h4 className="font-medium text-gray-900">{group.prop.caption || '—'}</h4>
            <span className="text-xs text-gray-500" data-testid="links-shown">
              {t('factExplorer.links.shown', { shown: formatNumber(group.links.length), total: formatNumber(group.total) })}
            </span>
          </div>
          <table className="mt-1 w-full text-sm">
            <thead className="bg-gray-50 text-left text-xs text-gray-600">
              <tr>
                <th className="w-10 px-2 py-1">{t('factExplorer.links.number')}</th>
                <th className="px-2 py-1">{t('factExplorer.links.instance')}</th>
                <th className="px-2 py-1">{t('factExplorer.links.class')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {group.links.map((link) => (
                <tr key={link.id}>
                  <td className="px-2 py-1 text-gray-500">{link.row_number}</td>
                  <td className="px-2 py-1">
                    <Link className={linkClass} to={explorerLink(link.id)} data-testid="fact-link">
                      {link.name || '—'}
                    </Link>
                    {link.type_id && (
                      <Link className="ml-2 text-xs text-gray-500 hover:text-primary hover:underline" to={formPath(link.type_id, link.id)}>
                        {t('factExplorer.links.form')}
                      </Link>
                    )}
                  </td>
                  <td className="px-2 py-1">{link.type_id ? <Link className={linkClass} to={classPath(link.type_id)}>{link.type || '—'}</Link> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {group.links.length < group.total && (
            <button type="button" className={`${smallButton} mt-1`} disabled={busy === group.prop.id} onClick={() => void more(group)} data-testid="links-more">
              {t('factExplorer.links.more')}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
