import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiFetch';
import { Problem, problemText } from '../../../components/Problem';

/** A visitor's page that cannot be shown: "not found" for anything unknown or not public, else the failure. */
export function PublicLoadProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <div role="alert" data-testid="public-doc-not-found" className="rounded border border-gray-200 bg-gray-50 px-4 py-6 text-center text-gray-700">
        {t('simpleDocs.publicNotFound')}
      </div>
    );
  }
  return <Problem text={problemText(error)} />;
}
