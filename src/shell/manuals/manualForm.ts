import type { CreateManual, Manual } from '../../../realtime/protocol/shell/manuals';
import { UUID_RE } from '../../../realtime/protocol/metaModel';

/** The manual form as typed: routes are one per line or comma-separated. */
export type ManualForm = { name: string; description: string; link: string; documentId: string; routes: string };

export type ManualFormError = 'nameRequired' | 'targetRequired' | 'linkInvalid' | 'documentInvalid' | 'routesRequired';

export const emptyManualForm = (routeName: string | null): ManualForm => ({ name: '', description: '', link: '', documentId: '', routes: routeName ?? '' });

export function manualToForm(manual: Manual): ManualForm {
  return { name: manual.name, description: manual.description, link: manual.link ?? '', documentId: manual.documentId ?? '', routes: manual.routes.join('\n') };
}

const isHttpUrl = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The manual to send, or what is wrong with the form (the first problem, as the form shows one at a time). */
export function readManualForm(form: ManualForm): { ok: true; manual: CreateManual } | { ok: false; error: ManualFormError } {
  const name = form.name.trim();
  const link = form.link.trim();
  const documentId = form.documentId.trim().toLowerCase();
  const routes = [...new Set(form.routes.split(/[\n,]/).map((r) => r.trim()).filter(Boolean))];
  if (!name) return { ok: false, error: 'nameRequired' };
  if (!link && !documentId) return { ok: false, error: 'targetRequired' };
  if (link && !isHttpUrl(link)) return { ok: false, error: 'linkInvalid' };
  if (documentId && !UUID_RE.test(documentId)) return { ok: false, error: 'documentInvalid' };
  if (routes.length === 0) return { ok: false, error: 'routesRequired' };
  return { ok: true, manual: { name, description: form.description.trim(), link: link || null, documentId: documentId || null, routes } };
}
