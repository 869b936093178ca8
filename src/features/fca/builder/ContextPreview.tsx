import { contextSize } from '../contextSize';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContextAnswer, OntologyContextSettings } from '../../../../realtime/protocol/fca';
import { Problem, problemText } from '../../../components/Problem';
import { previewContext } from '../api/fcaApi';
import { CrossTable } from '../context/CrossTable';

const PREVIEW_DELAY_MS = 500;

/** The context the builder's choices give, asked for again a moment after each change. */
export function ContextPreview({ settings }: { settings: OntologyContextSettings | null }) {
  const { t } = useTranslation();
  const key = settings ? JSON.stringify(settings) : '';
  const [answer, setAnswer] = useState<ContextAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!key) {
      setAnswer(null);
      setProblem(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      previewContext(JSON.parse(key) as OntologyContextSettings, controller.signal).then(
        (fresh) => {
          setAnswer(fresh);
          setProblem(null);
          setLoading(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setProblem(problemText(error));
          setLoading(false);
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return (
    <section className="flex flex-col gap-2" data-testid="fca-preview">
      <div className="flex items-baseline gap-2">
        <h3 className="text-sm font-semibold text-gray-900">{t('fca.builder.preview')}</h3>
        {answer && key && (
          <span className="text-xs text-gray-600" data-testid="fca-preview-size">
            {contextSize(t, answer.context.objects.length, answer.context.attributes.length, 'fca.builder.size')}
          </span>
        )}
        {loading && <span className="text-xs text-gray-500">{t('fca.builder.previewLoading')}</span>}
      </div>
      {!key ? (
        <p className="text-sm text-gray-500">{t('fca.builder.previewHint')}</p>
      ) : (
        <>
          <Problem text={problem} testId="fca-preview-problem" />
          {answer && answer.tooLargeForBrowser && <p className="text-sm text-amber-800">{t('fca.compute.tooLarge')}</p>}
          {answer && !problem && (answer.context.objects.length === 0 ? <p className="text-sm text-gray-500">{t('fca.builder.noObjects')}</p> : <CrossTable context={answer.context} maxHeight="18rem" testId="fca-preview-table" />)}
        </>
      )}
    </section>
  );
}
