import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { TagChip } from '../../shell/menu/TagChip';
import { DashboardWidget } from './DashboardWidget';

/** The tags the user sees: their own and those shared with their roles. */
export function TagsWidget() {
  const { t } = useTranslation();
  const { tags } = useSnapshot(shellState);
  const manage = (
    <Link to="/user_profile" className="text-xs text-primary hover:underline">
      {t('dashboard.tags.manage')}
    </Link>
  );
  return (
    <DashboardWidget title={t('dashboard.tags.title')} icon="tag" testId="tags-widget" action={manage}>
      {tags.length === 0 && <p className="text-sm text-gray-500">{t('dashboard.tags.none')}</p>}
      <div className="flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <TagChip key={tag.id} name={tag.name} color={tag.color} title={tag.shared ? t('dashboard.tags.sharedBy', { name: tag.authorName }) : tag.name} />
        ))}
      </div>
    </DashboardWidget>
  );
}
