import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { inputClass, linkClass, smallButton } from '../individuals/ui';
import { useMemo } from 'react';
import { fetchIndividualTerms, fetchSchemaTerms } from './ontologyTerms';
import { indexTerms } from './termMatcher';
import { TermPreview } from './TermPreview';
import { useTextDoc, type DocField } from './useTextDoc';
import { useDebounced } from '../../../components/useDebounced';

const LOOKUP_PAUSE_MS = 500;

/** /text-editor/{id}: the document's name and ontology text, autosaved and live, with the ontology's terms found in it. */
export function TextDocEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const editor = useTextDoc(id);
  // classes and properties are fetched once per opened document; the individuals named in the
  // text are looked up when typing pauses (there may be far too many to fetch them all)
  const schemaTerms = useLoad(fetchSchemaTerms, []);
  const settledText = useDebounced(editor.doc?.text ?? '', LOOKUP_PAUSE_MS);
  const individualTerms = useLoad(() => fetchIndividualTerms(settledText), [settledText]);
  const index = useMemo(() => (schemaTerms.data ? indexTerms([...schemaTerms.data, ...(individualTerms.data ?? [])]) : null), [schemaTerms.data, individualTerms.data]);
  const termsError = schemaTerms.error ?? individualTerms.error;
  useContextTitle(editor.doc?.name ?? null);

  const conflictNote = (field: DocField) => {
    const conflict = editor.conflicts[field];
    if (!conflict) return null;
    const value = conflict.theirs.length > 120 ? `${conflict.theirs.slice(0, 120)}…` : conflict.theirs;
    return (
      <div className="flex flex-wrap items-center gap-2 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="field-conflict">
        <span className="whitespace-pre-wrap">{t('individuals.form.conflict.note', { name: conflict.by ?? t('individuals.form.conflict.anotherUser'), value: value || t('individuals.form.conflict.empty') })}</span>
        <button type="button" className={smallButton} onClick={() => editor.resolve(field, 'theirs')}>{t('individuals.form.conflict.takeTheirs')}</button>
        <button type="button" className={smallButton} onClick={() => editor.resolve(field, 'mine')}>{t('individuals.form.conflict.keepMine')}</button>
      </div>
    );
  };
  const statusText = { saved: t('individuals.textEditor.saved'), unsaved: t('individuals.textEditor.unsaved'), saving: t('individuals.textEditor.saving'), failed: t('individuals.textEditor.saveFailed', { error: editor.failure ?? '' }) }[editor.status];

  return (
    <PageFrame
      className="gap-4 p-4"
      title={t('individuals.textEditor.title')}
      actions={
        <>
          <span className={`text-xs ${editor.status === 'failed' ? 'text-red-700' : 'text-gray-500'}`} data-testid="text-doc-status" role="status">{editor.doc ? statusText : ''}</span>
          <Link className={`${linkClass} text-sm`} to="/text-editor">{t('individuals.textEditor.back')}</Link>
        </>
      }
    >
      <Problem multiline text={editor.missing ? t('individuals.form.notFound') : editor.loadError ? problemText(editor.loadError) : null} />
      {editor.doc ? (
        <>
          <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
            {t('individuals.textEditor.name')}
            <input className={`${inputClass} max-w-xl text-base font-semibold`} value={editor.doc.name} disabled={editor.doc.readonly} onChange={(e) => editor.edit('name', e.target.value)} data-testid="text-doc-name" />
          </label>
          {conflictNote('name')}
          <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
            {t('individuals.textEditor.text')}
            <textarea className={`${inputClass} h-56 font-mono leading-6`} placeholder={t('individuals.textEditor.placeholder')} value={editor.doc.text} disabled={editor.doc.readonly} onChange={(e) => editor.edit('text', e.target.value)} data-testid="text-doc-text" />
          </label>
          {conflictNote('text')}
          <Problem multiline text={termsError ? problemText(termsError) : null} />
          <TermPreview text={editor.doc.text} index={index} />
        </>
      ) : null}
    </PageFrame>
  );
}
