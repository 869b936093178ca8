import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import type { DocumentDiff, DocumentElement } from '../../model/documents/elementModel';
import { loadedDocumentSchema, type LoadedDocument } from '../../realtime/protocol/documents/structured';
import { DOCUMENT_ROLES } from '../../collab-server/documents/structured/access/documentAccess';

/** A server with an administrator and helpers for the documents API, as a client calls it. */
export type DocumentsKit = {
  server: TestServer;
  admin: TestUser;
  call: (method: string, path: string, token?: string, body?: unknown) => Promise<{ status: number; body: any }>;
  user: (login: string, name?: string) => Promise<TestUser>;
  create: (token: string, name: string) => Promise<string>;
  load: (token: string, documentId: string) => Promise<LoadedDocument>;
  save: (as: TestUser, documentId: string, updateId: string, diff: Partial<DocumentDiff>) => Promise<{ status: number; body: any }>;
  assign: (user: TestUser, documentId: string, roleCode: string) => Promise<void>;
  elementRows: (documentId: string) => Promise<unknown[]>;
};

export const element = (kind: DocumentElement['kind'], fields: Partial<DocumentElement> = {}): DocumentElement => ({
  innerId: randomUUID(),
  kind,
  title: '',
  content: '',
  settings: {},
  ...fields,
});

export async function startDocumentsKit(env: Record<string, string> = {}): Promise<DocumentsKit> {
  const server = await startTestServer(env);
  const { token } = await server.signIn('admin', ADMIN_PASSWORD);
  const adminRow = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
  const admin = { id: adminRow.id, token };
  const call: DocumentsKit['call'] = (method, path, as, body) => callApi(server, method, path, as, body);
  // the document roles are ours to make until the role seed has them
  for (const code of Object.values(DOCUMENT_ROLES)) {
    await server.ctx.db.insertInto('roles').values({ id: randomUUID(), code, name: code }).onConflict((oc) => oc.column('code').doNothing()).execute();
  }
  return {
    server,
    admin,
    call,
    user: (login, name) => addTestUser(server, login, name),
    create: async (as, name) => {
      const res = await call('POST', '/documents', as, { name });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    },
    load: async (as, documentId) => {
      const res = await call('POST', '/document/fetch', as, { documentId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return loadedDocumentSchema.parse(res.body);
    },
    save: (as, documentId, updateId, diff) =>
      call('POST', '/document/save', as.token, {
        document: documentId,
        updateId,
        user: { id: as.id, name: 'tester', tab_session_id: 'tab-1' },
        diff: { added: [], removed: [], changed: [], order: {}, ...diff },
      }),
    assign: async (user, documentId, roleCode) => {
      const role = await server.ctx.db.selectFrom('roles').select('id').where('code', '=', roleCode).executeTakeFirstOrThrow();
      await server.ctx.db.insertInto('assignments').values({ id: randomUUID(), obj_id: documentId, user_id: user.id, role_id: role.id }).execute();
    },
    elementRows: (documentId) =>
      server.ctx.db.selectFrom('document_elements').selectAll().where('document_id', '=', documentId).orderBy('inner_id').execute(),
  };
}

/** The ids of a loaded document's first Section and its ContentHolder (the starter tree). */
export function starterIds(doc: LoadedDocument): { root: string; section: string; holder: string } {
  const root = doc.snapshot.rootId;
  const section = doc.snapshot.children[root]![0]!;
  const holder = doc.snapshot.children[section]![0]!;
  return { root, section, holder };
}
