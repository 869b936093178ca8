import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

/** The last cell of a row: Edit and Delete. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="link" onClick={onEdit}>
        {t('admin.common.edit')}
      </Button>
      {onDelete && (
        <Button variant="dangerLink" onClick={onDelete}>
          {t('admin.common.delete')}
        </Button>
      )}
    </>
  );
}

/** The classes of a row-actions column: one line, at the right. */
export const ACTIONS_CELL = 'whitespace-nowrap text-right';
