import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { Problem, problemText } from '../../components/Problem';
import { useLoad } from '../../components/useLoad';
import { showMessage } from '../../state/messageStore';
import { useContextTitle } from '../../shell/title/useContextTitle';
import { ReportBody } from './ReportBody';
import { SourcesEditor } from './SourcesEditor';
import { InsertBlockBar } from './InsertBlockBar';
import { TemplateProblems } from './TemplateProblems';
import { ShareReportDialog } from './ShareReportDialog';
import { useReportItems } from './useReportItems';
import { draftOf, insertAt, type Draft } from './reportDraft';
import { loadReport, saveReport } from './reportsApi';

// the placeholders' shapes, given as values: written in the strings, i18next would read them as its own
const SYNTAX_EXAMPLES = { table: '{{table:ALIAS}}', value: '{{value:ALIAS:COLUMN:sum}}', total: '{{total:ALIAS}}', chart: '{{chart:ALIAS:LABEL:VALUE:bar}}' };
const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';

/** /report/designer/{id}: name, sources, the template with insert helpers, and a live preview beside it. */
export default function ReportDesignerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const loaded = useLoad(() => loadReport(id), [id]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const cursor = useRef<number | null>(null);

  useEffect(() => {
    if (loaded.data) {
      setDraft(draftOf(loaded.data));
      setSaved(draftOf(loaded.data));
    }
  }, [loaded.data]);
  useContextTitle(draft?.name ?? loaded.data?.name);

  const { items, parsed, infos, states } = useReportItems(draft);
  const statesBySearch = useMemo(() => new Map([...infos.values()].flatMap((i) => { const s = states.get(i.alias); return s ? [[i.searchId, s] as const] : []; })), [infos, states]);
  const insertSources = [...infos.values()].map((i) => {
    const s = states.get(i.alias);
    return { alias: i.alias, name: i.name, columns: s?.state === 'ready' ? s.columns : [] };
  });
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  useEffect(() => {
    // put the caret after what an insert helper typed
    if (cursor.current === null || !editor.current) return;
    editor.current.focus();
    editor.current.setSelectionRange(cursor.current, cursor.current);
    cursor.current = null;
  }, [draft?.template]);

  async function save() {
    if (!draft) return;
    setBusy(true);
    setProblem(null);
    try {
      const report = await saveReport(id, draft);
      setSaved(draftOf(report));
      setDraft(draftOf(report));
      showMessage({ text: t('reports.designer.saved'), kind: 'success' });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  function insert(text: string, block: boolean) {
    if (!draft) return;
    const at = editor.current?.selectionStart ?? draft.template.length;
    const result = insertAt(draft.template, at, text, block);
    cursor.current = result.cursor;
    setDraft({ ...draft, template: result.template });
  }

  if (!draft) {
    return (
      <PageFrame title={t('reports.designer.title')}>
        {loaded.error != null ? <Problem text={problemText(loaded.error)} /> : <p className="text-sm text-gray-500">{t('reports.loading')}</p>}
      </PageFrame>
    );
  }
  const mayEdit = loaded.data?.mayEdit ?? false;
  return (
    <PageFrame
      title={t('reports.designer.title')}
      actions={
        <>
          {dirty && <span className="text-xs text-amber-700" data-testid="report-unsaved">{t('reports.designer.unsaved')}</span>}
          <Link to={`/report/viewer/${id}`} className="text-sm text-primary hover:underline" data-testid="report-open-viewer">
            {t('reports.designer.open')}
          </Link>
          {mayEdit && <Button onClick={() => setSharing(true)} data-testid="report-share">{t('reports.designer.share')}</Button>}
          <Button variant="primary" disabled={!mayEdit || busy || !draft.name.trim()} onClick={() => void save()} data-testid="report-save">
            {t('reports.designer.save')}
          </Button>
        </>
      }
    >
      <Problem text={problem} />
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('reports.fields.name')}
            <input className={input} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} data-testid="report-name" />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('reports.fields.annotation')}
            <textarea className={`${input} min-h-16`} value={draft.annotation} onChange={(e) => setDraft({ ...draft, annotation: e.target.value })} data-testid="report-annotation" />
          </label>
          <SourcesEditor draft={draft} onChange={setDraft} states={statesBySearch} />
          <section className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold text-gray-800">{t('reports.designer.template')}</h2>
            <InsertBlockBar sources={insertSources} onInsert={insert} />
            <textarea
              ref={editor}
              className={`${input} min-h-80 font-mono`}
              value={draft.template}
              onChange={(e) => setDraft({ ...draft, template: e.target.value })}
              spellCheck={false}
              aria-label={t('reports.designer.template')}
              data-testid="report-template"
            />
            <p className="text-xs text-gray-500">{t('reports.designer.syntaxHint', SYNTAX_EXAMPLES)}</p>
            <TemplateProblems problems={parsed.problems} />
          </section>
        </div>
        <section className="min-w-0 self-start rounded border border-gray-200 bg-white p-4 xl:sticky xl:top-0" data-testid="report-preview">
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{t('reports.designer.preview')}</h2>
          <ReportBody items={items} />
          {items.length === 0 && <p className="text-sm text-gray-500">{t('reports.emptyTemplate')}</p>}
        </section>
      </div>
      {sharing && <ShareReportDialog reportId={id} onClose={() => setSharing(false)} />}
    </PageFrame>
  );
}
