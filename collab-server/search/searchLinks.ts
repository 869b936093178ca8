import type { SearchKind } from '../../realtime/protocol/search';

/** A found object as the store describes it; `target` says which screen opens it. */
export type FoundRow = { kind: SearchKind; id: string; target: string; class_id: string | null; doc_id: string | null; href: string | null };

const documentView = (kind: string, id: string): string => (kind === 'structured' ? `/structuredDocuments/view/${id}` : `/docs/view/${id}`);

/**
 * The app path that opens a found object: an individual its class's instance list with it chosen,
 * a comment its document's viewer, a publication the public pages for the public user. A manual's
 * own web link is kept as it is (an http(s) URL, checked when the manual was saved).
 */
export function searchLink(row: FoundRow, forPublic: boolean): string {
  switch (row.kind) {
    case 'class':
      return `/class_list/${row.id}`;
    case 'objectProperty':
      return `/props_list/${row.id}`;
    case 'dataProperty':
      return `/scalar_list/${row.id}`;
    case 'ontologyMap':
      return `/ontologies/${row.id}`;
    case 'individual':
      if (row.target === 'graphConfig') return `/graphs/${row.id}`;
      if (row.target === 'textDoc') return `/text-editor/${row.id}`;
      if (row.target === 'command') return `/settings/commands?id=${row.id}`;
      return row.class_id ? `/examp_list/${row.class_id}?inst=${row.id}` : `/examp_list?inst=${row.id}`;
    case 'structuredDocument':
    case 'document':
      return documentView(row.target, row.id);
    case 'comment':
      return documentView(row.target, row.doc_id ?? '');
    case 'publication':
      if (row.target === 'simple') return forPublic ? `/public/doctree/${row.id}` : `/doctree/${row.id}`;
      return forPublic ? `/public/structuredDoc/${row.doc_id ?? ''}/${row.id}` : `/structuredDocuments/view/${row.doc_id ?? ''}?publication=${row.id}`;
    case 'manual':
      return row.href ?? documentView(row.target, row.doc_id ?? '');
  }
}
