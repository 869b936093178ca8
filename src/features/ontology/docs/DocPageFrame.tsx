import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { outlinedButton } from '../../../components/buttonClasses';
import { errorText } from '../../../api/errorText';
import { ProblemBox, WorkbenchPage } from '../diff/WorkbenchPage';

type Props = {
  title: string;
  /** The documentation as loaded: its failure or loading line shows above the content. */
  doc: { data: unknown; loading: boolean; error: unknown };
  /** The other page of the pair (documentation ↔ glossary). */
  sibling: { to: string; label: string };
  /** Actions before the sibling link and Print. */
  actions?: ReactNode;
  /** Shows the actions only once the documentation is here. */
  actionsWhenLoaded?: boolean;
  children: ReactNode;
};

/** The frame of an ontology map's documentation and glossary: title, actions, the sibling page, Print. */
export function DocPageFrame({ title, doc, sibling, actions, actionsWhenLoaded = false, children }: Props) {
  const { t } = useTranslation();
  const allActions = (
    <>
      {actions}
      <Link className={outlinedButton} to={sibling.to}>
        {sibling.label}
      </Link>
      <button type="button" className={outlinedButton} onClick={() => window.print()}>
        {t('ontologyHistory.doc.print')}
      </button>
    </>
  );
  return (
    <WorkbenchPage title={title} actions={actionsWhenLoaded && !doc.data ? undefined : allActions}>
      <ProblemBox text={doc.error ? errorText(doc.error) : null} />
      {doc.loading && !doc.data && <p className="text-sm text-gray-500">{t('ontologyHistory.loading')}</p>}
      {children}
    </WorkbenchPage>
  );
}
