import { useEffect, useState } from 'react';
import { filter } from 'rxjs';
import { connectionState$, importStatus$ } from '../../../realtime/bus';
import type { ImportDetail } from '../../../realtime/protocol/imports';
import type { ImportStatusUpdate } from '../../../realtime/protocol/hubEvents';
import { fetchImport } from './api/importApi';

/** Long-request poll of the spec (§9): how often the page asks while the socket is down. */
export const IMPORT_POLL_MS = 1000;

const ended = (detail: ImportDetail | null): boolean => detail?.status === 'completed' || detail?.status === 'failed';

// an import only moves forward: queued, running, then ended
const STAGE: Record<ImportDetail['status'], number> = { queued: 0, running: 1, completed: 2, failed: 2 };

/**
 * A pushed update applied to the document on screen; the rejected rows come with the next fetch.
 * Pushes carry the counts as committed, the same the page fetches, so the bar and the counters
 * move together; `imported` follows them (it is read minus refused).
 */
export function applyStatusUpdate(detail: ImportDetail, update: ImportStatusUpdate): ImportDetail {
  // updates may overtake each other and a fetch: neither the stage nor the count goes back
  if (STAGE[update.status] < STAGE[detail.status]) return detail;
  if (update.progress.done < detail.progress.done && STAGE[update.status] === STAGE[detail.status]) return detail;
  return { ...detail, status: update.status, progress: update.progress, imported: update.progress.done - update.progress.rejected };
}

/**
 * The import document, kept live: pushed IMPORT_STATUS_UPDATE events move the progress bar, and
 * while the socket is not connected the page polls GET /api/import/{id} every second instead.
 * Once the import has ended it is fetched once more, with its rejected rows.
 */
export function useImportProgress(id: string): { detail: ImportDetail | null; error: unknown } {
  const [detail, setDetail] = useState<ImportDetail | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let alive = true;
    let current: ImportDetail | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    const show = (next: ImportDetail): void => {
      current = next;
      if (alive) setDetail(next);
    };
    const load = (): void => {
      fetchImport(id, { noLog: current !== null }).then(
        (d) => {
          show(d);
          if (ended(d)) stopPolling();
        },
        (e: unknown) => alive && setError(e),
      );
    };
    const stopPolling = (): void => {
      if (timer) clearInterval(timer);
      timer = null;
    };
    load();
    const pushes = importStatus$.pipe(filter((u) => u.importId === id)).subscribe((update) => {
      if (current) show(applyStatusUpdate(current, update));
      if (update.status === 'completed' || update.status === 'failed') load();
    });
    const connection = connectionState$.subscribe((state) => {
      if (state === 'connected') {
        stopPolling();
        // what was pushed while the socket was down is not replayed: ask once
        if (current && !ended(current)) load();
      } else if (!timer && !ended(current)) {
        timer = setInterval(() => (ended(current) ? stopPolling() : load()), IMPORT_POLL_MS);
      }
    });
    return () => {
      alive = false;
      stopPolling();
      pushes.unsubscribe();
      connection.unsubscribe();
    };
  }, [id]);

  return { detail, error };
}
