import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { searchAnswerSchema, type SearchAnswer, type SearchKind } from '../../realtime/protocol/search';

/**
 * The platform search through HTTP over a seeded ontology and documents. The expected answers are
 * written out from the seed (which object holds which word in which form), never read back from
 * the search itself.
 */
describe('full-text search (GET /api/search)', () => {
  let server: TestServer;
  let adminToken: string;
  let anna: TestUser; // an editor: authors the cat and the regulation
  let boris: TestUser; // an editor: authors the dog and the comment
  const Animal = randomUUID();
  const story = randomUUID(); // a text data property
  const ids = {
    cat: randomUUID(), dog: randomUUID(), runner: randomUUID(), command: randomUUID(),
    regulation: randomUUID(), regulationRoot: randomUUID(), paragraph: randomUUID(),
    faq: randomUUID(), note: randomUUID(), comment: randomUUID(), manual: randomUUID(),
    publicPub: randomUUID(), draftPub: randomUUID(),
  };

  const search = async (query: Record<string, string | number>, token?: string): Promise<SearchAnswer> => {
    const res = await callApi(server, 'GET', `/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return searchAnswerSchema.parse(res.body);
  };
  const found = (answer: SearchAnswer) => answer.items.map((i) => i.id).sort();
  const facetsOf = (answer: SearchAnswer) => Object.fromEntries(answer.facets.map((f) => [f.kind, f.count]));

  async function setData(token: string, data: unknown[]) {
    const res = await callData(server, { token }, 'set_data', { data });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    adminToken = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    anna = await addTestUser(server, 'anna', 'Анна');
    boris = await addTestUser(server, 'boris', 'Борис');
    await setData(adminToken, [
      { op: 'new', class: META_CLASS.Class, inst: Animal, name: 'Животное' },
      { op: 'new', class: META_CLASS.DataProperty, inst: story, name: 'История' },
      { op: 'add', inst: story, prop: META_PROP.domain, val: Animal },
      { op: 'upd', inst: story, prop: META_PROP.type, val: 'text' },
    ]);
    await setData(anna.token, [{ op: 'new', class: Animal, inst: ids.cat, name: 'Кошка' }]);
    await setData(boris.token, [
      { op: 'new', class: Animal, inst: ids.dog, name: 'Пёс Барбос' },
      { op: 'upd', inst: ids.dog, prop: story, val: 'Не дружит с соседскими кошками' },
      { op: 'new', class: Animal, inst: ids.runner, name: 'Гепард' },
      { op: 'upd', inst: ids.runner, prop: META_PROP.label, val: { lang: 'en', text: 'The fastest cheetah runs across the savanna' } },
    ]);
    const db = server.ctx.db;
    // a command (administrators only) whose name holds the word: written to the store as migrations write built-ins
    await db.insertInto('instances').values({ id: ids.command, name: 'Команда кошка' }).execute();
    await db.insertInto('memberships').values({ class_id: META_CLASS.Command, instance_id: ids.command }).execute();

    await db.insertInto('documents').values([
      { id: ids.regulation, kind: 'structured', name: 'Регламент ухода', author: anna.id, update_id: 1 },
      { id: ids.faq, kind: 'structured', name: 'Вопросы и ответы', author: anna.id, update_id: 1 },
      { id: ids.note, kind: 'simple', name: 'Заметки', content: '# Мурка\n\nПро **кошку** Мурку и её running shoes.', author: boris.id, update_id: 0 },
    ]).execute();
    await db.insertInto('document_elements').values([
      { document_id: ids.regulation, inner_id: ids.regulationRoot, parent_id: null, position: 0, kind: 'StructuredDocument', settings: '{}', fields: '{}' },
      { document_id: ids.regulation, inner_id: ids.paragraph, parent_id: ids.regulationRoot, position: 0, kind: 'ContentHolder', title: 'Питание', content: `Домашние кошки :class-${Animal}(Животное) нуждаются в ежедневном уходе и свежей воде.`, settings: '{}', fields: '{}' },
      { document_id: ids.faq, inner_id: ids.faq, parent_id: null, position: 0, kind: 'StructuredDocument', settings: '{}', fields: '{}' },
      { document_id: ids.faq, inner_id: randomUUID(), parent_id: ids.faq, position: 0, kind: 'ContentHolder', content: 'Как найти кошку в справочнике? Введите слово в строку поиска.', settings: '{}', fields: '{}' },
    ]).execute();
    await db.insertInto('document_comments').values({ id: ids.comment, document_id: ids.regulation, discussion_id: ids.comment, text: 'Добавить раздел про уход за <b>кошками</b> породы мейн-кун', author: boris.id, params: '{}', document_range: null, document_y_offset: null }).execute();
    await db.insertInto('manuals').values({ id: ids.manual, name: 'Справка по поиску', description: 'Как искать документы о кошках', document_id: ids.faq, routes: '["search"]' }).execute();
    await db.insertInto('publications').values([
      { id: ids.publicPub, name: 'Открытый сборник', content_html: '<p>Кошка на обложке</p>', is_public: true, published_at: new Date(), author: anna.id },
      { id: ids.draftPub, name: 'Черновой сборник', content_html: '<p>Кошка в черновике</p>', is_public: false, author: anna.id },
    ]).execute();
  });
  afterAll(async () => server?.stop());

  // every object holding a form of «кошка», by kind, as seeded above
  const CAT_WORD: Partial<Record<SearchKind, string[]>> = {
    individual: [ids.cat, ids.dog],
    structuredDocument: [ids.regulation, ids.faq],
    document: [ids.note],
    comment: [ids.comment],
    publication: [ids.publicPub, ids.draftPub],
    manual: [ids.manual],
  };
  const all = (kinds: Partial<Record<SearchKind, string[]>>) => Object.values(kinds).flat().sort();
  const counts = (kinds: Partial<Record<SearchKind, string[]>>) => Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, v.length]));

  it('finds every grammatical form by its stem («кошки» finds «кошка», «кошками», «кошку»), with counts by kind', async () => {
    const answer = await search({ q: 'кошки', limit: 100 }, anna.token);
    expect(found(answer)).toEqual(all(CAT_WORD));
    expect(facetsOf(answer)).toEqual(counts(CAT_WORD));
    expect(answer.total).toBe(all(CAT_WORD).length);
  });

  it('stems English too: «running» finds «runs» in a label and «running» in a document', async () => {
    const answer = await search({ q: 'running' }, anna.token);
    expect(found(answer)).toEqual([ids.runner, ids.note].sort());
    const runner = answer.items.find((i) => i.id === ids.runner)!;
    expect(runner).toMatchObject({ kind: 'individual', title: 'Гепард', classId: Animal, className: 'Животное', link: `/examp_list/${Animal}?inst=${ids.runner}` });
    expect(runner.snippet).toContain('<mark>runs</mark>');
  });

  it('ranks a match in the name above matches in the text', async () => {
    const { items } = await search({ q: 'кошка', limit: 100 }, anna.token);
    expect(items[0]!.id).toBe(ids.cat);
    const ranks = items.map((i) => i.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('matches the last word as a prefix while it is typed', async () => {
    expect(found(await search({ q: 'регла' }, anna.token))).toEqual([ids.regulation]);
    expect(found(await search({ q: 'регламент ух' }, anna.token))).toEqual([ids.regulation]);
    // only the last word is a prefix: «домаш» before it must be a whole word («домашние»)
    expect(found(await search({ q: 'домаш кошки' }, anna.token))).toEqual([]);
    expect(found(await search({ q: 'кошки домаш' }, anna.token))).toEqual([ids.regulation]);
  });

  it('pages through one ranked list; kind narrows the items, not the facets', async () => {
    const whole = await search({ q: 'кошки', limit: 100 }, anna.token);
    const pages = [];
    for (let offset = 0; offset < whole.total; offset += 3) pages.push(...(await search({ q: 'кошки', limit: 3, offset }, anna.token)).items);
    expect(pages.map((i) => i.id)).toEqual(whole.items.map((i) => i.id));
    const docs = await search({ q: 'кошки', kind: 'structuredDocument' }, anna.token);
    expect(found(docs)).toEqual([ids.faq, ids.regulation].sort());
    expect(docs.total).toBe(2);
    expect(facetsOf(docs)).toEqual(counts(CAT_WORD));
  });

  it('highlights with <mark> only and links each kind to its screen', async () => {
    const { items } = await search({ q: 'кошки', limit: 100 }, anna.token);
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const item of items) expect(item.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(byId.get(ids.comment)).toMatchObject({ kind: 'comment', title: 'Регламент ухода', docId: ids.regulation, link: `/structuredDocuments/view/${ids.regulation}` });
    expect(byId.get(ids.comment)!.snippet).toBe('Добавить раздел про уход за <mark>кошками</mark> породы мейн-кун');
    expect(byId.get(ids.regulation)!.link).toBe(`/structuredDocuments/view/${ids.regulation}`);
    expect(byId.get(ids.regulation)!.snippet).toContain('<mark>кошки</mark>');
    // a typed reference reads as its display name, not as its kind and id
    expect(byId.get(ids.regulation)!.snippet).toContain('<mark>кошки</mark> Животное нуждаются');
    expect(byId.get(ids.regulation)!.snippet).not.toContain(':class-');
    expect(byId.get(ids.note)!.link).toBe(`/docs/view/${ids.note}`);
    expect(byId.get(ids.publicPub)!.link).toBe(`/doctree/${ids.publicPub}`);
    expect(byId.get(ids.manual)!.link).toBe(`/structuredDocuments/view/${ids.faq}`);
  });

  it('hides commands from non-administrators and shows them to administrators', async () => {
    expect(found(await search({ q: 'команда' }, anna.token))).toEqual([]);
    const admin = await search({ q: 'команда' }, adminToken);
    expect(admin.items).toMatchObject([{ id: ids.command, kind: 'individual', link: `/settings/commands?id=${ids.command}` }]);
  });

  it('the public user finds the ontology and public publications, never documents, comments or drafts', async () => {
    const answer = await search({ q: 'кошки', limit: 100 });
    expect(found(answer)).toEqual([ids.cat, ids.dog, ids.publicPub, ids.manual].sort());
    expect(answer.items.find((i) => i.id === ids.publicPub)!.link).toBe(`/public/doctree/${ids.publicPub}`);
  });

  it('the FAQ variant keeps to manuals and the documents they open', async () => {
    const answer = await search({ q: 'кошки', scope: 'faq' }, boris.token);
    expect(found(answer)).toEqual([ids.manual, ids.faq].sort());
  });

  it('quick launch finds only what a non-administrator authored, everything for an administrator', async () => {
    expect(found(await search({ q: 'кошки', scope: 'quickLaunch', limit: 100 }, anna.token))).toEqual([ids.cat, ids.regulation, ids.faq, ids.publicPub, ids.draftPub].sort());
    expect(found(await search({ q: 'кошки', scope: 'quickLaunch', limit: 100 }, boris.token))).toEqual([ids.dog, ids.note, ids.comment].sort());
    const admin = await search({ q: 'кошки', scope: 'quickLaunch', limit: 100 }, adminToken);
    expect(found(admin)).toEqual([...all(CAT_WORD).filter((id) => id !== ids.manual), ids.command].sort());
  });

  it('is current right after a write', async () => {
    expect(found(await search({ q: 'леопард' }, anna.token))).toEqual([]);
    await setData(boris.token, [{ op: 'upd', inst: ids.runner, prop: story, val: 'Быстрее леопарда' }]);
    expect(found(await search({ q: 'леопарды' }, anna.token))).toEqual([ids.runner]);
  });

  it('answers a query of stop words only as not searchable, and refuses bad input with what is wrong', async () => {
    expect(await search({ q: 'и the' }, anna.token)).toEqual({ total: 0, facets: [], items: [], searchable: false });
    const refused = async (query: string, text: string) => {
      const res = await callApi(server, 'GET', `/search?${query}`, anna.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(text);
    };
    await refused('q=', 'не меньше 2 символов');
    await refused('q=%20к%20', 'не меньше 2 символов');
    await refused(`q=${'я'.repeat(301)}`, 'не больше 300 символов');
    await refused('q=кошка&kind=dog', 'kind');
    await refused('q=кошка&limit=1000', 'limit');
    await refused('q=кошка&offset=-1', 'offset');
    await refused('q=кошка&sort=name', 'sort');
    // to_tsquery syntax typed by a user is words, never an error
    expect((await search({ q: "кошка & !(| 'x:*" }, anna.token)).searchable).toBe(true);
  });
});
