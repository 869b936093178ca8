import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Publication } from '../../../../../realtime/protocol/documents/structured';
import { Button } from '../../../../components/Button';
import { Problem } from '../../../../components/Problem';
import { errorText } from '../../../../api/errorText';
import { formatDate } from '../../../../i18n/format';
import { olderFirst } from './publicationOrder';

type Props = {
  documentId: string;
  publications: readonly Publication[] | null;
  error: unknown;
  /** The publication shown now, if any. */
  currentId: string | null;
  onOpen: (publicationId: string | null) => void;
};

/** The document's publications: open one (load mode 'publication'), or tick two and compare them. */
export function PublicationsPanel({ documentId, publications, error, currentId, onOpen }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string[]>([]);

  function toggle(id: string) {
    // the last two ticked are compared: a third tick lets go of the oldest pick
    setPicked((now) => (now.includes(id) ? now.filter((p) => p !== id) : [...now, id].slice(-2)));
  }

  function compare() {
    const chosen = (publications ?? []).filter((p) => picked.includes(p.id));
    const [older, newer] = olderFirst(chosen);
    if (older && newer) void navigate(`/structuredDocuments/comparePublications/${documentId}/${older.id}/${newer.id}`);
  }

  return (
    <section className="flex flex-col gap-2" data-testid="publications-panel">
      <Problem text={error ? errorText(error) : null} />
      {publications?.length === 0 && <p className="text-sm text-gray-500">{t('sdocViewer.publications.empty')}</p>}
      <ul className="flex flex-col gap-1 text-sm">
        {currentId && (
          <li>
            <Button variant="link" onClick={() => onOpen(null)}>
              {t('sdocViewer.publications.backToCurrent')}
            </Button>
          </li>
        )}
        {publications?.map((p) => (
          <li key={p.id} data-testid="publication" className={`flex items-center gap-2 rounded border px-2 py-1 ${p.id === currentId ? 'border-primary bg-primary/5' : 'border-gray-200'}`}>
            <input type="checkbox" checked={picked.includes(p.id)} onChange={() => toggle(p.id)} aria-label={t('sdocViewer.publications.pick', { name: p.name })} />
            <div className="min-w-0 flex-1">
              <button type="button" className="block max-w-full truncate text-left font-medium text-primary hover:underline" onClick={() => onOpen(p.id)} title={p.annotation || p.name}>
                {p.code ? `${p.code} · ` : ''}
                {p.name}
              </button>
              <div className="text-xs text-gray-500">
                {formatDate(p.createdAt)}
                {p.authorName ? ` · ${p.authorName}` : ''}
              </div>
            </div>
            {p.isPublic && (
              <Link className="rounded bg-green-100 px-1.5 text-xs text-green-800 hover:underline" to={`/public/structuredDoc/${documentId}/${p.id}`} target="_blank" title={t('sdocViewer.publications.publicLink')}>
                {t('sdocViewer.publications.public')}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {(publications?.length ?? 0) >= 2 && (
        <div className="flex items-center gap-2">
          <Button disabled={picked.length !== 2} onClick={compare} data-testid="compare-publications">
            {t('sdocViewer.publications.compare')}
          </Button>
          {picked.length !== 2 && <span className="text-xs text-gray-500">{t('sdocViewer.publications.pickTwo')}</span>}
        </div>
      )}
    </section>
  );
}
