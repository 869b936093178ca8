import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { Button } from '../../../components/Button';
import { formatNumber } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { downloadExport } from '../api/searchExport';
import { placedProblem } from '../api/searchProblem';

type Props = { target: { id: string } | { settings: SearchSettings; name: string }; name: string };

/**
 * Excel export of the whole result (not just the page): the server streams the workbook; the
 * button shows how much has come and can cancel it.
 */
export function ExportButton({ target, name }: Props) {
  const { t } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setReceived(0);
    try {
      const file = await downloadExport(target, `${name || t('semanticSearch.results.defaultFileName')}.xlsx`, setReceived, abort.signal);
      showMessage({ text: t('semanticSearch.results.exported', { file }), kind: 'success' });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') showMessage({ text: t('semanticSearch.results.exportCancelled'), kind: 'info' });
      else showMessage({ text: t('semanticSearch.results.exportFailed', { reason: placedProblem(error).message }), kind: 'error' });
    } finally {
      controller.current = null;
      setReceived(null);
    }
  }

  if (received !== null) {
    return (
      <span className="inline-flex items-center gap-2 text-sm text-gray-700" role="status" data-testid="export-busy">
        <span className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden />
        {received > 0 ? t('semanticSearch.results.exportProgress', { size: formatNumber(Math.round(received / 1024)) }) : t('semanticSearch.results.exportPreparing')}
        <Button variant="link" onClick={() => controller.current?.abort()} data-testid="export-cancel">
          {t('semanticSearch.common.cancel')}
        </Button>
      </span>
    );
  }
  return (
    <Button onClick={() => void start()} data-testid="export-xlsx">
      {t('semanticSearch.results.export')}
    </Button>
  );
}
