import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer, addTestUser, callApi, type TestUser } from './testServer';
import { selectAssignmentRows } from '../../collab-server/access/assignmentFetcher';
import { assignmentMatches, isAssignmentValid, type AssignmentFacts, type AssignmentQuery } from '../../model/assignmentValidity';
import { assignmentSchema, fetchAssignmentsResultSchema } from '../../realtime/protocol/admin/assignments';
import { rolesResultSchema } from '../../realtime/protocol/admin/roles';

const DAY = 86_400_000;
const FETCH_FIELDS = [
  'active_until', 'app_role_code', 'app_role_id', 'app_role_name', 'assignment_id', 'object_id', 'object_name',
  'osa_role_id', 'osa_role_name', 'osa_role_user_id', 'suspended', 'user_id', 'user_name',
];

describe('assignments', () => {
  let server: TestServer;
  let admin: string;
  let ann: TestUser, bob: TestUser, eve: TestUser;
  let group: string;
  const course1 = randomUUID();
  const course2 = randomUUID();
  const role: Record<string, string> = {};
  const a: Record<string, string> = {};

  const addUser = (login: string, name?: string) => addTestUser(server, login, name);
  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const rows = () => server.ctx.db.selectFrom('assignments').selectAll().orderBy('id').execute();
  const fetchIds = async (token: string, body: unknown) => {
    const res = await call('POST', '/assignments/fetch', token, body);
    expect(res.status).toBe(200);
    return fetchAssignmentsResultSchema.parse(res.body).map((r) => r.assignment_id).sort();
  };
  const ids = (...names: string[]) => names.map((n) => a[n]).sort();

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ann = await addUser('ann', 'Анна');
    bob = await addUser('bob', 'Борис');
    eve = await addUser('eve', 'Ева');
    await server.ctx.db.insertInto('instances').values([{ id: course1, name: 'Курс «Онтологии»', author: null }, { id: course2, name: 'Курс «Логика»', author: null }]).execute();
    for (const r of rolesResultSchema.parse((await call('GET', '/roles', admin)).body)) role[r.code] = r.id;
    const created = await call('POST', '/roles/osa', admin, { name: 'Кафедра', userIds: [bob.id, eve.id] });
    group = created.body.id;
  });
  afterAll(async () => server?.stop());

  it('refuses to create without sign-in, from non-admins and with bad input, writing nothing', async () => {
    const valid = { user_id: ann.id, role_id: role['edu.teacher'], obj_id: course1 };
    expect((await call('POST', '/assignments', undefined, valid)).status).toBe(401);
    expect((await call('POST', '/assignments', ann.token, valid)).status).toBe(403);
    const both = await call('POST', '/assignments', admin, { ...valid, osa_role_id: group });
    expect(both.status).toBe(400);
    expect(both.body.error).toMatch(/exactly one of user_id and osa_role_id/);
    expect((await call('POST', '/assignments', admin, { role_id: role['edu.teacher'] })).status).toBe(400);
    expect((await call('POST', '/assignments', admin, { ...valid, role_id: 'teacher' })).status).toBe(400);
    expect((await call('POST', '/assignments', admin, { ...valid, not_active: 'no' })).status).toBe(400);
    expect((await call('POST', '/assignments', admin, { ...valid, active_until: '31.12.2030' })).body.error).toMatch(/active_until/);
    expect((await call('POST', '/assignments', admin, { ...valid, role_id: randomUUID() })).body.error).toMatch(/Роль не найдена/);
    expect((await call('POST', '/assignments', admin, { ...valid, user_id: randomUUID() })).body.error).toMatch(/Пользователь не найден/);
    expect((await call('POST', '/assignments', admin, { ...valid, obj_id: randomUUID() })).body.error).toMatch(/Объект не найден/);
    expect((await call('POST', '/assignments', admin, { osa_role_id: randomUUID(), role_id: role['edu.teacher'] })).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('lets an admin create assignments to users and to osa roles', async () => {
    const future = new Date(Date.now() + 30 * DAY).toISOString();
    const past = new Date(Date.now() - DAY).toISOString();
    const specs: Record<string, object> = {
      annTeaches1: { user_id: ann.id, role_id: role['edu.teacher'], obj_id: course1 },
      groupAuthors1: { osa_role_id: group, role_id: role['edu.author'], obj_id: course1, active_until: future },
      annAuthors2Suspended: { user_id: ann.id, role_id: role['edu.author'], obj_id: course2, not_active: true },
      bobTeaches2Expired: { user_id: bob.id, role_id: role['edu.teacher'], obj_id: course2, active_until: past },
      groupTeachesAnywhere: { osa_role_id: group, role_id: role['edu.teacher'] },
      eveAuthors1: { user_id: eve.id, role_id: role['edu.author'], obj_id: course1, active_until: '2999-12-31' },
    };
    for (const [name, spec] of Object.entries(specs)) {
      const res = await call('POST', '/assignments', admin, spec);
      expect(res.status, name).toBe(200);
      a[name] = assignmentSchema.parse(res.body).id;
    }
    const list = await call('GET', '/assignments', admin);
    expect(list.status).toBe(200);
    const listed = assignmentSchema.array().parse(list.body);
    expect(listed).toHaveLength(6);
    expect(listed.find((x) => x.id === a.groupAuthors1)).toMatchObject({
      obj_id: course1, obj: 'Курс «Онтологии»', user_id: null, user: null, role_code: 'edu.author', role: 'Автор курса',
      not_active: false, activeUntil: future, osaRole: 'Кафедра', osaRole_id: group, osaRoleUser: ['Борис', 'Ева'],
    });
    expect(listed.find((x) => x.id === a.eveAuthors1)?.activeUntil).toBe('2999-12-31T00:00:00.000Z');
    expect(listed.find((x) => x.id === a.annTeaches1)).toMatchObject({ user_id: ann.id, user: 'Анна', osaRole_id: null, osaRoleUserIds: [] });

    const narrowed = await call('GET', `/assignments?objectId=${course2}`, admin);
    expect(narrowed.body.map((x: { id: string }) => x.id).sort()).toEqual(ids('annAuthors2Suspended', 'bobTeaches2Expired'));
    expect((await call('GET', '/assignments', ann.token)).status).toBe(403);
    expect((await call('GET', '/assignments?objectId=x', admin)).status).toBe(400);
  });

  it('fetches the caller\'s own actual assignments by default', async () => {
    expect(await fetchIds(ann.token, {})).toEqual(ids('annTeaches1'));
    expect(await fetchIds(ann.token, { userId: ann.id, onlyActualAssignments: false })).toEqual(ids('annTeaches1', 'annAuthors2Suspended'));
    expect(await fetchIds(bob.token, {})).toEqual(ids('groupAuthors1', 'groupTeachesAnywhere'));
    expect(await fetchIds(bob.token, { onlyActualAssignments: false })).toEqual(ids('groupAuthors1', 'groupTeachesAnywhere', 'bobTeaches2Expired'));
    expect(await fetchIds(eve.token, { roleCode: 'edu.author', objectId: course1 })).toEqual(ids('groupAuthors1', 'eveAuthors1'));
    expect(await fetchIds(eve.token, { roleCode: 'edu.student' })).toEqual([]);
  });

  it('answers every field of the fetch, naming the group member', async () => {
    const res = await call('POST', '/assignments/fetch', bob.token, { roleId: role['edu.author'] });
    const [row] = fetchAssignmentsResultSchema.parse(res.body);
    expect(Object.keys(res.body[0]).sort()).toEqual(FETCH_FIELDS);
    expect(row).toMatchObject({
      assignment_id: a.groupAuthors1, suspended: false, object_id: course1, object_name: 'Курс «Онтологии»',
      app_role_name: 'Автор курса', app_role_code: 'edu.author', app_role_id: role['edu.author'],
      user_id: null, user_name: null, osa_role_name: 'Кафедра', osa_role_id: group, osa_role_user_id: bob.id,
    });
    const [suspended] = fetchAssignmentsResultSchema.parse((await call('POST', '/assignments/fetch', ann.token, { objectId: course2, onlyActualAssignments: false })).body);
    expect(suspended).toMatchObject({ assignment_id: a.annAuthors2Suspended, suspended: true, user_id: ann.id, user_name: 'Анна', osa_role_id: null, osa_role_user_id: null });
  });

  it('lets admins fetch anybody\'s; others only their own', async () => {
    expect(await fetchIds(admin, { objectId: course1 })).toEqual(ids('annTeaches1', 'groupAuthors1', 'eveAuthors1'));
    expect(await fetchIds(admin, { userId: eve.id, roleCode: 'edu.teacher' })).toEqual(ids('groupTeachesAnywhere'));
    const foreign = await call('POST', '/assignments/fetch', ann.token, { userId: bob.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBeTruthy();
    expect((await call('POST', '/assignments/fetch', undefined, {})).status).toBe(401);
    expect((await call('POST', '/assignments/fetch', ann.token, { onlyActualAssignments: 'yes' })).status).toBe(400);
    expect((await call('POST', '/assignments/fetch', ann.token, { objectId: 'course1' })).status).toBe(400);
    expect((await call('POST', '/assignments/fetch', ann.token, { something: 1 })).status).toBe(400);
  });

  it('filters in SQL exactly as the shared validity rules do', async () => {
    const now = new Date();
    const all = await server.ctx.db.selectFrom('assignments as x').innerJoin('roles', 'roles.id', 'x.role_id').select(['x.id', 'x.user_id', 'x.osa_role_id', 'x.role_id', 'roles.code', 'x.obj_id', 'x.not_active', 'x.active_until']).execute();
    const members = await server.ctx.db.selectFrom('osa_role_users').selectAll().execute();
    const facts = all.map((x) => ({
      id: x.id,
      facts: {
        userId: x.user_id, osaRoleUserIds: members.filter((m) => m.osa_role_id === x.osa_role_id).map((m) => m.user_id),
        roleId: x.role_id, roleCode: x.code, objectId: x.obj_id, notActive: x.not_active, activeUntil: x.active_until,
      } satisfies AssignmentFacts,
    }));
    let compared = 0;
    for (const userId of [undefined, ann.id, bob.id, eve.id])
      for (const roleCode of [undefined, 'edu.teacher', 'edu.author'])
        for (const objectId of [undefined, course1, course2])
          for (const onlyActualAssignments of [true, false]) {
            const q: AssignmentQuery = { userId, roleCode, objectId };
            const expected = facts.filter((f) => (onlyActualAssignments ? isAssignmentValid(f.facts, q, now) : assignmentMatches(f.facts, q))).map((f) => f.id).sort();
            const fromSql = (await selectAssignmentRows(server.ctx.db, { ...q, onlyActualAssignments }, now)).map((r) => r.assignment_id).sort();
            expect(fromSql, JSON.stringify({ q, onlyActualAssignments })).toEqual(expected);
            compared += 1;
          }
    expect(compared).toBe(72);
  });

  it('lets an admin suspend, extend and delete an assignment', async () => {
    const before = await rows();
    expect((await call('PATCH', `/assignments/${a.annTeaches1}`, ann.token, { not_active: true })).status).toBe(403);
    expect((await call('PATCH', `/assignments/${a.annTeaches1}`, admin, {})).status).toBe(400);
    expect((await call('PATCH', `/assignments/${a.annTeaches1}`, admin, { role_id: randomUUID() })).status).toBe(400);
    expect((await call('PATCH', `/assignments/${randomUUID()}`, admin, { not_active: true })).status).toBe(404);
    expect((await call('DELETE', `/assignments/${a.annTeaches1}`, ann.token)).status).toBe(403);
    expect(await rows()).toEqual(before);

    const suspended = await call('PATCH', `/assignments/${a.annTeaches1}`, admin, { not_active: true });
    expect(suspended.status).toBe(200);
    expect(suspended.body.not_active).toBe(true);
    expect(await fetchIds(ann.token, {})).toEqual([]);

    const revived = await call('PATCH', `/assignments/${a.bobTeaches2Expired}`, admin, { active_until: null });
    expect(revived.body.activeUntil).toBeNull();
    expect(await fetchIds(bob.token, { objectId: course2 })).toEqual(ids('bobTeaches2Expired'));

    expect(await call('DELETE', `/assignments/${a.annTeaches1}`, admin)).toEqual({ status: 200, body: { deleted: a.annTeaches1 } });
    expect((await call('DELETE', `/assignments/${a.annTeaches1}`, admin)).status).toBe(404);
    expect(await rows()).toHaveLength(5);
  });
});
