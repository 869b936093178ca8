import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { referenceSearchResultSchema, type ReferencePick } from '../../realtime/protocol/documents/referenceSearch';
import { callApi, type TestUser } from './testServer';
import { newClass, newDataProperty, setOk, uuid } from './setDataTestKit';
import { element, startDocumentsKit, type DocumentsKit } from './documentsTestKit';

// The reference picker's search through real HTTP: what a ':' in a document's text finds by name
// and by label in any language, what it hides from whom, and what bad input gets — nothing of
// which writes anything.

const TABLES = ['instances', 'memberships', 'vals', 'change_log', 'documents', 'document_elements', 'document_saves'];

describe('POST /api/document/referenceSearch', () => {
  let kit: DocumentsKit;
  let reader: TestUser;
  const Contract = uuid();
  const term = uuid();
  const deadline = uuid();
  const command = uuid();
  let documentId = '';
  let bibliographyItemId = '';
  const admin = () => ({ token: kit.admin.token });

  beforeAll(async () => {
    kit = await startDocumentsKit();
    reader = await kit.user('picker-reader', 'Читатель');
    await setOk(kit.server, admin(), [
      ...newClass(Contract, 'Договор поставки'),
      { op: 'add', inst: Contract, prop: META_PROP.label, val: { lang: 'en', text: 'Supply agreement' } },
      { op: 'new', class: Contract, inst: term, name: 'Договор № 17 с ООО «Ромашка»' },
      ...newDataProperty(deadline, 'Срок_поставки', { type: 'date', domain: [Contract] }),
      { op: 'new', class: META_CLASS.Command, inst: command, name: 'Договоры на согласовании' },
      { op: 'add', inst: command, prop: META_PROP.query, val: JSON.stringify({ class: Contract }) },
    ]);
    documentId = await kit.create(kit.admin.token, 'Регламент закупок');
    const loaded = await kit.load(kit.admin.token, documentId);
    const root = loaded.snapshot.rootId;
    const bibliography = element('Bibliography', { title: 'Литература' });
    const item = element('BibliographyItem', { title: 'Гаврилова Т. А. Инженерия знаний' });
    bibliographyItemId = item.innerId;
    const saved = await kit.save({ id: kit.admin.id, token: kit.admin.token }, documentId, loaded.updateId, {
      added: [bibliography, item],
      order: { [root]: [...(loaded.snapshot.children[root] ?? []), bibliography.innerId], [bibliography.innerId]: [item.innerId] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(async () => kit?.server.stop());

  const search = async (token: string, body: unknown) => callApi(kit.server, 'POST', '/document/referenceSearch', token, body);
  const found = async (token: string, q: string, extra: Record<string, unknown> = {}): Promise<ReferencePick[]> => {
    const res = await search(token, { q, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return referenceSearchResultSchema.parse(res.body).items;
  };
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) out[table] = Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(kit.server.ctx.db)).rows[0]?.n);
    return out;
  };

  it('finds a class by part of its Russian name, case aside, and says what each thing is', async () => {
    const items = await found(reader.token, 'договор');
    expect(items.find((i) => i.id === Contract)).toMatchObject({ kind: 'class', name: 'Договор поставки', matchedLabel: null, context: null });
    // the individual comes with its class
    expect(items.find((i) => i.id === term)).toMatchObject({ kind: 'individual', context: 'Договор поставки' });
  });

  it('finds a class by its English label and tells which label matched', async () => {
    const items = await found(reader.token, 'supply');
    expect(items).toEqual([expect.objectContaining({ id: Contract, kind: 'class', matchedLabel: 'Supply agreement', matchedLanguage: 'en' })]);
  });

  it('finds a data property, a document and a bibliography item', async () => {
    // '_' is taken literally, not as a wildcard
    expect((await found(reader.token, 'срок_')).map((i) => [i.kind, i.id])).toEqual([['dataProperty', deadline]]);
    expect(await found(reader.token, 'срок%')).toEqual([]);
    const documents = await found(reader.token, 'регламент');
    expect(documents).toContainEqual(expect.objectContaining({ kind: 'structuredDocument', id: documentId, name: 'Регламент закупок' }));
    const books = await found(reader.token, 'инженерия', { documentId });
    expect(books).toEqual([expect.objectContaining({ kind: 'bibliographyItem', id: bibliographyItemId, name: 'Гаврилова Т. А. Инженерия знаний', context: 'Регламент закупок' })]);
  });

  it('ranks the exact name first and keeps to the kinds and the limit asked for', async () => {
    const items = await found(reader.token, 'Договор поставки');
    expect(items[0]?.id).toBe(Contract);
    expect(await found(reader.token, 'договор', { kinds: ['individual'] })).toEqual([expect.objectContaining({ id: term })]);
    expect(await found(reader.token, 'о', { limit: 2 })).toHaveLength(2);
  });

  it('hides commands from a non-administrator; an administrator finds them', async () => {
    expect((await found(reader.token, 'на согласовании')).map((i) => i.id)).not.toContain(command);
    expect((await found(kit.admin.token, 'на согласовании')).map((i) => i.id)).toContain(command);
    // the meta-model itself is never offered
    expect((await found(kit.admin.token, 'Class')).filter((i) => i.id.startsWith('00000000-0000-4000-8000'))).toEqual([]);
  });

  it('answers bad input with a clear 400, searches markup as text, and writes nothing', async () => {
    const before = await counts();
    const long = await search(reader.token, { q: 'я'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/at most 200 characters/);
    for (const body of [{ q: '' }, { q: '   ' }, {}, { q: 'x', limit: 1000 }, { q: 'x', kinds: ['secret'] }, { q: 'x', documentId: 'nope' }, { q: 'x', extra: 1 }]) {
      const res = await search(reader.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    for (const q of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', "'; drop table instances; --", '\\']) {
      expect(await found(reader.token, q)).toEqual([]);
    }
    expect((await search('', { q: 'договор' })).status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
