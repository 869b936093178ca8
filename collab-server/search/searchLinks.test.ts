import { describe, expect, it } from 'vitest';
import { searchLink, type FoundRow } from './searchLinks';

const row = (over: Partial<FoundRow>): FoundRow => ({ kind: 'individual', id: 'I', target: 'individual', class_id: null, doc_id: null, href: null, ...over });

describe('searchLink', () => {
  it.each<[Partial<FoundRow>, boolean, string]>([
    [{ kind: 'class', target: 'class' }, false, '/class_list/I'],
    [{ kind: 'objectProperty', target: 'objectProperty' }, false, '/props_list/I'],
    [{ kind: 'dataProperty', target: 'dataProperty' }, false, '/scalar_list/I'],
    [{ kind: 'ontologyMap', target: 'ontologyMap' }, false, '/ontologies/I'],
    [{ class_id: 'C' }, false, '/examp_list/C?inst=I'],
    [{ target: 'graphConfig' }, false, '/graphs/I'],
    [{ target: 'textDoc' }, false, '/text-editor/I'],
    [{ target: 'command' }, false, '/settings/commands?id=I'],
    [{ kind: 'structuredDocument', target: 'structured' }, false, '/structuredDocuments/view/I'],
    [{ kind: 'document', target: 'simple' }, false, '/docs/view/I'],
    [{ kind: 'comment', target: 'structured', doc_id: 'D' }, false, '/structuredDocuments/view/D'],
    [{ kind: 'publication', target: 'simple' }, false, '/doctree/I'],
    [{ kind: 'publication', target: 'simple' }, true, '/public/doctree/I'],
    [{ kind: 'publication', target: 'structured', doc_id: 'D' }, false, '/structuredDocuments/view/D?publication=I'],
    [{ kind: 'publication', target: 'structured', doc_id: 'D' }, true, '/public/structuredDoc/D/I'],
    [{ kind: 'manual', target: 'link', href: 'https://example.org/help' }, false, 'https://example.org/help'],
    [{ kind: 'manual', target: 'simple', doc_id: 'D' }, false, '/docs/view/D'],
  ])('%j (public: %s) → %s', (over, forPublic, link) => {
    expect(searchLink(row(over), forPublic)).toBe(link);
  });
});
