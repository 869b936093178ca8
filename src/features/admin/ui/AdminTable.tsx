import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { tableClass, tableWrapClass, tdClass, thClass } from './tableClasses';

/** A column heading: its text, or with a class of its own (centred flags). */
type Column = string | { label: string; className: string };

/**
 * The administration screens' table: the headings, then the rows the screen renders. `actions`
 * adds an empty last heading over a row-actions column.
 */
export function AdminTable({ columns, actions = false, testId, children }: { columns: readonly Column[]; actions?: boolean; testId?: string; children: ReactNode }) {
  return (
    <div className={tableWrapClass}>
      <table className={tableClass} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} className={thClass}>
                  {column}
                </th>
              ) : (
                <th key={column.label} className={`${thClass} ${column.className}`}>
                  {column.label}
                </th>
              ),
            )}
            {actions && <th className={thClass} />}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The last cell of a row: Edit and Delete. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  return (
    <td className={`${tdClass} whitespace-nowrap text-right`}>
      <Button variant="link" onClick={onEdit}>
        {t('admin.common.edit')}
      </Button>
      {onDelete && (
        <Button variant="dangerLink" onClick={onDelete}>
          {t('admin.common.delete')}
        </Button>
      )}
    </td>
  );
}
