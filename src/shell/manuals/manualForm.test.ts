import { describe, expect, it } from 'vitest';
import { emptyManualForm, manualToForm, readManualForm, type ManualForm } from './manualForm';

const form = (over: Partial<ManualForm>): ManualForm => ({ ...emptyManualForm('class_list'), name: 'Классы', link: 'https://help.example/classes', ...over });
const DOC = '5a1e0000-0000-4000-8000-000000000001';

describe('readManualForm', () => {
  it('reads a manual with a link, trimming and splitting the routes', () => {
    expect(readManualForm(form({ description: '  Как работать  ', routes: 'class_list, /class_list/:term_id\n\nclass_list' }))).toEqual({
      ok: true,
      manual: { name: 'Классы', description: 'Как работать', link: 'https://help.example/classes', documentId: null, routes: ['class_list', '/class_list/:term_id'] },
    });
  });

  it('reads a manual that opens a document', () => {
    const read = readManualForm(form({ link: '', documentId: DOC.toUpperCase() }));
    expect(read).toMatchObject({ ok: true, manual: { link: null, documentId: DOC } });
  });

  it.each([
    [{ name: '  ' }, 'nameRequired'],
    [{ link: '', documentId: '' }, 'targetRequired'],
    [{ link: 'javascript:alert(1)' }, 'linkInvalid'],
    [{ link: 'help/classes' }, 'linkInvalid'],
    [{ link: '', documentId: 'doc-1' }, 'documentInvalid'],
    [{ routes: ' , \n' }, 'routesRequired'],
  ] as const)('%o is refused: %s', (over, error) => {
    expect(readManualForm(form(over))).toEqual({ ok: false, error });
  });

  it('a stored manual comes back to the same form', () => {
    const manual = { id: DOC, name: 'Классы', description: 'd', link: null, documentId: DOC, routes: ['class_list', '/class_tree'] };
    expect(readManualForm(manualToForm(manual))).toEqual({ ok: true, manual: { name: 'Классы', description: 'd', link: null, documentId: DOC, routes: ['class_list', '/class_tree'] } });
  });
});
