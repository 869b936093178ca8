import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { showMessage } from '../../../state/messageStore';
import { downloadAsWord } from '../../../shell/layouts/wordExport';
import { problemText } from '../../../components/Problem';

/**
 * Print and download to Word inside a page: the public layout has no top bar to carry them. Word
 * exports the element given (the document, not the buttons).
 */
export function PrintWordButtons({ target, fileName }: { target: RefObject<HTMLElement | null>; fileName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function word() {
    if (!target.current) return;
    setBusy(true);
    try {
      await downloadAsWord(target.current, fileName);
    } catch (error) {
      showMessage({ text: t('simpleDocs.wordFailed', { error: problemText(error) }), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex gap-2 print:hidden" data-no-print>
      <Button onClick={() => window.print()} data-testid="public-print-button">
        {t('simpleDocs.print')}
      </Button>
      <Button onClick={() => void word()} disabled={busy} data-testid="public-word-button">
        {t('simpleDocs.word')}
      </Button>
    </div>
  );
}
