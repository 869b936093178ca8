import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../components/useLoad';
import { formatDateTime } from '../../i18n/format';
import { showMessage } from '../../state/messageStore';
import { DashboardWidget } from './DashboardWidget';
import { errorText } from '../../api/errorText';
import { fetchUnreadNotifications, markNotificationsRead } from './notificationsApi';
import { WidgetLoadState } from './WidgetLoadState';

/** The user's unread notifications; reading one (or all) marks it read on the server. */
export function NotificationsWidget() {
  const { t } = useTranslation();
  const unread = useLoad(fetchUnreadNotifications, []);
  // the ones marked read here leave the list at once, without asking the server for it again
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const list = unread.data?.notifications.filter((n) => !readIds.has(n.id)) ?? null;

  async function markRead(ids: string[]) {
    try {
      await markNotificationsRead(ids);
      setReadIds((current) => new Set([...current, ...ids]));
    } catch (e) {
      showMessage({ kind: 'error', text: t('dashboard.notifications.markFailed', { error: errorText(e) }) });
    }
  }

  const markAll =
    list && list.length > 1 ? (
      <button type="button" className="text-xs text-primary hover:underline" onClick={() => void markRead(list.map((n) => n.id))}>
        {t('dashboard.notifications.markAllRead')}
      </button>
    ) : null;

  return (
    <DashboardWidget title={t('dashboard.notifications.title')} icon="bell" testId="notifications-widget" action={markAll}>
      <WidgetLoadState error={unread.error} loaded={list !== null} />
      {list && list.length === 0 && <p className="text-sm text-gray-500">{t('dashboard.notifications.none')}</p>}
      <ul className="flex flex-col divide-y divide-gray-100">
        {list?.map((n) => (
          <li key={n.id} className="flex items-start gap-2 py-2" data-testid="notification">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{n.subject}</p>
              <p className="whitespace-pre-line break-words text-sm text-gray-700">{n.message}</p>
              <p className="text-xs text-gray-500">
                {[n.fromUserName ?? t('dashboard.notifications.system'), formatDateTime(n.createdAt)].join(' · ')}
              </p>
            </div>
            <button type="button" className="shrink-0 rounded px-2 py-1 text-xs text-primary hover:bg-primary-light" onClick={() => void markRead([n.id])}>
              {t('dashboard.notifications.markRead')}
            </button>
          </li>
        ))}
      </ul>
    </DashboardWidget>
  );
}
