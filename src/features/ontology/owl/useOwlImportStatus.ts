import { useEffect, useState } from 'react';
import type { OwlImportStatusAnswer } from '../../../../realtime/protocol/ontology/owl';
import { fetchOwlImport } from './owlApi';

/** While the import runs the status is asked this often too: a push may come before the subscription. */
const POLL_MS = 1000;

const ended = (s: OwlImportStatusAnswer | null): boolean => s?.status === 'completed' || s?.status === 'failed';

/**
 * An OWL import's status, kept live: pushed IMPORT_STATUS_UPDATE events (progress in thousandths)
 * move the bar between polls of GET /api/ontology/import/{id}; once it has ended it is fetched
 * once more for its counts or error. The bus is loaded lazily.
 */
export function useOwlImportStatus(importId: string | null): { status: OwlImportStatusAnswer | null; error: unknown } {
  const [status, setStatus] = useState<OwlImportStatusAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!importId) return;
    let alive = true;
    let current: OwlImportStatusAnswer | null = null;
    const show = (next: OwlImportStatusAnswer): void => {
      current = next;
      if (alive) setStatus(next);
    };
    const load = (): void => {
      fetchOwlImport(importId).then(
        (s) => {
          // a poll answered before a later push must not move the bar back
          if (current && !ended(s) && s.progress < current.progress) return;
          show(s);
          if (ended(s)) clearInterval(timer);
        },
        (e: unknown) => alive && setError(e),
      );
    };
    const timer = setInterval(() => !ended(current) && load(), POLL_MS);
    let unsubscribe: (() => void) | null = null;
    void import('../../../../realtime/bus').then(({ importStatus$ }) => {
      if (!alive) return;
      const subscription = importStatus$.subscribe((u) => {
        if (u.importId !== importId || !current || ended(current)) return;
        if (u.status === 'completed' || u.status === 'failed') return load();
        const progress = u.progress.total > 0 ? u.progress.done / u.progress.total : 0;
        if (progress >= current.progress) show({ ...current, status: u.status === 'queued' ? 'pending' : u.status, progress });
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    load();
    return () => {
      alive = false;
      clearInterval(timer);
      unsubscribe?.();
    };
  }, [importId]);
  return { status, error };
}
