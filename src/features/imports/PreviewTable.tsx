import type { ImportPreview } from '../../../realtime/protocol/imports';

/** The first rows of the file as the server read them. */
export function PreviewTable({ preview }: { preview: Pick<ImportPreview, 'columns' | 'rows'> }) {
  return (
    <div className="max-h-80 overflow-auto rounded border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-xs" data-testid="import-preview">
        <thead className="sticky top-0 bg-gray-50">
          <tr>
            {preview.columns.map((c) => (
              <th key={c.label} className="px-2 py-1 text-left font-semibold text-gray-700">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {preview.rows.map((row, i) => (
            <tr key={i}>
              {preview.columns.map((c) => (
                <td key={c.label} className="max-w-xs truncate px-2 py-1 text-gray-800">
                  {row[c.label]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
