import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { chatChannelListSchema, chatChannelSchema, chatHistorySchema, chatMessageEventSchema, chatSinceSchema } from '../../realtime/protocol/chat';
import { GENERAL_CHANNEL_ID } from '../../collab-server/chat/chatAccess';
import { chatReadEventSchema } from '../../realtime/protocol/hubEvents';
import { collect, connectHub, nextEvent, sleep } from './hubTestKit';

describe('chat through HTTP', () => {
  let server: TestServer;
  let anna: TestUser;
  let boris: TestUser;
  let vera: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    anna = await addTestUser(server, 'anna', 'Анна Иванова');
    boris = await addTestUser(server, 'boris', 'Борис');
    vera = await addTestUser(server, 'vera', 'Вера');
  });
  afterAll(async () => server?.stop());

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const messageCount = async () => Number((await server.ctx.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const channels = async (user: TestUser) => {
    const res = await call('GET', '/chat/channels', user.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return chatChannelListSchema.parse(res.body).channels;
  };
  const post = async (user: TestUser, channelId: string, text: string) => {
    const res = await call('POST', `/chat/channels/${channelId}/messages`, user.token, { text });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return chatMessageEventSchema.parse(res.body);
  };
  const direct = async (user: TestUser, other: TestUser) => {
    const res = await call('POST', '/chat/direct', user.token, { userId: other.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return chatChannelSchema.parse(res.body);
  };

  it('everyone is in the general channel; a direct channel is made once for the pair, whoever starts it', async () => {
    expect((await channels(anna)).map((c) => c.id)).toEqual([GENERAL_CHANNEL_ID]);
    const first = await direct(anna, boris);
    const second = await direct(boris, anna);
    expect(second.id).toBe(first.id);
    expect(first.kind).toBe('direct');
    expect(first.members.map((m) => m.login).sort()).toEqual(['anna', 'boris']);
    // concurrent starts end in the same channel too
    const racing = await Promise.all([direct(vera, anna), direct(anna, vera), direct(vera, anna)]);
    expect(new Set(racing.map((c) => c.id)).size).toBe(1);
    expect((await channels(boris)).map((c) => c.id)).toContain(first.id);
  });

  it('posts, lists unread counts and last messages, pages history and marks read', async () => {
    const dm = await direct(anna, boris);
    const sent: string[] = [];
    for (let i = 1; i <= 7; i++) sent.push((await post(anna, dm.id, `сообщение ${i}`)).seq);
    expect(sent.map(BigInt)).toEqual([...sent.map(BigInt)].sort((a, b) => (a < b ? -1 : 1)));

    const borisView = (await channels(boris)).find((c) => c.id === dm.id)!;
    expect(borisView.unread).toBe(7);
    expect(borisView.lastMessage?.text).toBe('сообщение 7');
    expect(borisView.lastMessage?.authorName).toBe('Анна Иванова');
    // one's own messages are never unread
    expect((await channels(anna)).find((c) => c.id === dm.id)!.unread).toBe(0);

    const page1 = chatHistorySchema.parse((await call('GET', `/chat/channels/${dm.id}/messages?limit=3`, boris.token)).body);
    expect(page1.messages.map((m) => m.text)).toEqual(['сообщение 5', 'сообщение 6', 'сообщение 7']);
    expect(page1.hasMore).toBe(true);
    const page2 = chatHistorySchema.parse((await call('GET', `/chat/channels/${dm.id}/messages?limit=3&before=${page1.messages[0]!.seq}`, boris.token)).body);
    expect(page2.messages.map((m) => m.text)).toEqual(['сообщение 2', 'сообщение 3', 'сообщение 4']);
    const page3 = chatHistorySchema.parse((await call('GET', `/chat/channels/${dm.id}/messages?limit=3&before=${page2.messages[0]!.seq}`, boris.token)).body);
    expect(page3).toMatchObject({ hasMore: false, messages: [{ text: 'сообщение 1' }] });

    const read = await call('POST', `/chat/channels/${dm.id}/read`, boris.token, { seq: sent[4] });
    expect(read.body).toEqual({ channelId: dm.id, userId: boris.id, lastReadSeq: sent[4] });
    expect((await channels(boris)).find((c) => c.id === dm.id)!.unread).toBe(2);
    // a mark never moves back, and never past the newest message
    await call('POST', `/chat/channels/${dm.id}/read`, boris.token, { seq: sent[1] });
    expect((await channels(boris)).find((c) => c.id === dm.id)!.lastReadSeq).toBe(sent[4]);
    const far = await call('POST', `/chat/channels/${dm.id}/read`, boris.token, { seq: '999999999' });
    expect(far.body.lastReadSeq).toBe(sent[6]);
    expect((await channels(boris)).find((c) => c.id === dm.id)!.unread).toBe(0);

    // answering marks the conversation read for its author
    await post(boris, dm.id, 'ответ');
    expect((await channels(anna)).find((c) => c.id === dm.id)!.unread).toBe(1);
  });

  it('catches up: messages after a seq in all of the caller’s channels, oldest first, bounded', async () => {
    const start = (await post(vera, GENERAL_CHANNEL_ID, 'всем привет')).seq;
    const dm = await direct(anna, boris);
    const a = await post(anna, dm.id, 'после метки 1');
    const elsewhere = await direct(anna, vera);
    await post(anna, elsewhere.id, 'Вере лично');
    const b = await post(boris, GENERAL_CHANNEL_ID, 'после метки 2');
    const since = chatSinceSchema.parse((await call('GET', `/chat/messages/since?seq=${start}`, boris.token)).body);
    expect(since.messages.map((m) => m.id)).toEqual([a.id, b.id]);
    expect(since.hasMore).toBe(false);
    const bounded = chatSinceSchema.parse((await call('GET', `/chat/messages/since?seq=${start}&limit=1`, boris.token)).body);
    expect(bounded).toMatchObject({ hasMore: true, messages: [{ id: a.id }] });
  });

  it('stores messages sanitized: simple formatting kept, everything else shown as text', async () => {
    const dm = await direct(anna, boris);
    const message = await post(anna, dm.id, '<b onclick="steal()">жирный</b> <script>alert(1)</script> <img src=x onerror=alert(1)> a < b');
    expect(message.text).toBe('<b>жирный</b> &lt;script&gt;alert(1)&lt;/script&gt; &lt;img /&gt; a &lt; b');
    const stored = await server.ctx.db.selectFrom('chat_messages').select('text').where('id', '=', message.id).executeTakeFirstOrThrow();
    expect(stored.text).toBe(message.text);
  });

  it('resolves @login mentions to members only, and leaves the mentioned a notification', async () => {
    const dm = await direct(anna, boris);
    const message = await post(anna, dm.id, 'смотри, @Boris! и @vera, и @anna, и @nobody');
    // vera is no member of this conversation, anna is the author
    expect(message.mentions).toEqual([boris.id]);
    const general = await post(anna, GENERAL_CHANNEL_ID, '@vera @boris: собрание');
    expect(general.mentions.sort()).toEqual([boris.id, vera.id].sort());
    const notes = await call('GET', '/app/notifications', vera.token);
    expect(notes.body.notifications[0]).toMatchObject({ subject: 'Вас упомянули в чате', message: 'Анна Иванова: @vera @boris: собрание', fromUserId: anna.id });
  });

  it('named channels: members see them, outsiders are refused and nothing is written', async () => {
    const created = await call('POST', '/chat/channels', anna.token, { name: '  Онтология  ', memberIds: [boris.id] });
    expect(created.status).toBe(201);
    const channel = chatChannelSchema.parse(created.body);
    expect(channel).toMatchObject({ kind: 'channel', name: 'Онтология', creatorId: anna.id });
    expect(channel.members.map((m) => m.login)).toEqual(['anna', 'boris']);
    await post(boris, channel.id, 'я здесь');

    const before = await messageCount();
    expect((await call('POST', `/chat/channels/${channel.id}/messages`, vera.token, { text: 'можно?' })).status).toBe(403);
    expect((await call('GET', `/chat/channels/${channel.id}/messages`, vera.token)).status).toBe(403);
    expect((await call('POST', `/chat/channels/${channel.id}/read`, vera.token, { seq: '1' })).status).toBe(403);
    expect((await call('POST', `/chat/channels/${channel.id}/members`, boris.token, { userIds: [vera.id] })).status).toBe(403);
    expect((await call('POST', `/chat/channels/${randomUUID()}/messages`, anna.token, { text: 'куда?' })).status).toBe(404);
    const since = chatSinceSchema.parse((await call('GET', '/chat/messages/since?seq=0', vera.token)).body);
    expect(since.messages.some((m) => m.channelId === channel.id)).toBe(false);
    expect(await messageCount()).toBe(before);

    // the creator adds vera; boris leaves; the creator removes vera again
    const added = await call('POST', `/chat/channels/${channel.id}/members`, anna.token, { userIds: [vera.id] });
    expect(added.body.members.map((m: { login: string }) => m.login)).toEqual(['anna', 'boris', 'vera']);
    expect((await call('GET', `/chat/channels/${channel.id}/messages`, vera.token)).body.messages).toHaveLength(1);
    expect((await call('POST', `/chat/channels/${channel.id}/leave`, boris.token)).status).toBe(200);
    expect((await channels(boris)).some((c) => c.id === channel.id)).toBe(false);
    expect((await call('DELETE', `/chat/channels/${channel.id}/members/${vera.id}`, anna.token)).status).toBe(200);
    expect((await call('POST', `/chat/channels/${channel.id}/messages`, vera.token, { text: 'а я?' })).status).toBe(403);
    // an administrator manages a channel without being in it
    const { token: adminToken } = await server.signIn('admin', ADMIN_PASSWORD);
    const byAdmin = await call('POST', `/chat/channels/${channel.id}/members`, adminToken, { userIds: [vera.id] });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.members.map((m: { login: string }) => m.login)).toEqual(['anna', 'vera']);
    expect((await call('GET', `/chat/channels/${channel.id}/messages`, adminToken)).status).toBe(403);
    // neither the general channel nor a conversation can be left
    expect((await call('POST', `/chat/channels/${GENERAL_CHANNEL_ID}/leave`, boris.token)).status).toBe(400);
  });

  it('a message reaches the sockets of every member, and no one else; a read mark reaches the reader’s other tabs', async () => {
    const dm = await direct(anna, boris);
    const [borisSocket, annaSocket, veraSocket] = await Promise.all([connectHub(server, boris.token), connectHub(server, anna.token), connectHub(server, vera.token)]);
    try {
      const toVera = collect(veraSocket, 'CHAT_MESSAGE');
      const arrivals = [nextEvent(borisSocket, 'CHAT_MESSAGE'), nextEvent(annaSocket, 'CHAT_MESSAGE')];
      const sent = await post(anna, dm.id, 'живое сообщение для @boris');
      for (const arrived of await Promise.all(arrivals)) expect(chatMessageEventSchema.parse(arrived)).toEqual(sent);
      expect(sent.mentions).toEqual([boris.id]);

      const readOnAnotherTab = nextEvent(borisSocket, 'CHAT_READ');
      await call('POST', `/chat/channels/${dm.id}/read`, boris.token, { seq: sent.seq });
      expect(chatReadEventSchema.parse(await readOnAnotherTab)).toEqual({ channelId: dm.id, userId: boris.id, lastReadSeq: sent.seq });

      // the general channel reaches everyone
      const toAll = [borisSocket, annaSocket, veraSocket].map((socket) => nextEvent(socket, 'CHAT_MESSAGE', (m) => m.channelId === GENERAL_CHANNEL_ID));
      await post(boris, GENERAL_CHANNEL_ID, 'всем');
      await Promise.all(toAll);
      await sleep(200);
      expect(toVera.filter((m) => m.channelId === dm.id)).toEqual([]);
    } finally {
      for (const socket of [borisSocket, annaSocket, veraSocket]) socket.close();
    }
  });

  it('refuses bad input with a 400 naming the problem, writing nothing', async () => {
    const dm = await direct(anna, boris);
    const before = await messageCount();
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['POST', `/chat/channels/${dm.id}/messages`, { text: '   ' }, /empty/],
      ['POST', `/chat/channels/${dm.id}/messages`, { text: 'x'.repeat(4001) }, /text/],
      ['POST', `/chat/channels/${dm.id}/messages`, { text: 42 }, /text/],
      ['POST', `/chat/channels/${dm.id}/messages`, { text: 'hi', extra: 1 }, /extra/],
      ['POST', `/chat/channels/${dm.id}/messages`, { text: '<b></b>' }, /Сообщение пустое/],
      ['POST', '/chat/channels/not-a-uuid/messages', { text: 'hi' }, /channel id/],
      ['POST', `/chat/channels/${dm.id}/read`, { seq: '-1' }, /seq/],
      ['GET', `/chat/channels/${dm.id}/messages?limit=101`, undefined, /limit/],
      ['GET', `/chat/channels/${dm.id}/messages?before=abc`, undefined, /before/],
      ['GET', '/chat/messages/since', undefined, /seq/],
      ['POST', '/chat/direct', { userId: anna.id }, /самим собой/],
      ['POST', '/chat/direct', { userId: randomUUID() }, /Неизвестные пользователи/],
      ['POST', '/chat/channels', { name: '' }, /name/],
      ['POST', '/chat/channels', { name: 'x', memberIds: [randomUUID()] }, /Неизвестные пользователи/],
    ];
    for (const [method, path, body, error] of cases) {
      const res = await call(method, path, anna.token, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error).toMatch(error);
    }
    expect(await messageCount()).toBe(before);
    expect((await channels(anna)).filter((c) => c.kind === 'channel' && c.name === 'x')).toEqual([]);
  });

  it('the public user and callers without a session cannot chat; users to pick from are listed for the signed-in', async () => {
    expect((await call('GET', '/chat/channels')).status).toBe(401);
    expect((await call('POST', `/chat/channels/${GENERAL_CHANNEL_ID}/messages`, undefined, { text: 'аноним' })).status).toBe(401);
    const users = await call('GET', '/chat/users?q=бор', anna.token);
    expect(users.body.users).toEqual([{ id: boris.id, name: 'Борис', login: 'boris' }]);
    const all = await call('GET', '/chat/users', anna.token);
    expect(all.body.users.map((u: { login: string }) => u.login)).not.toContain('anna');
    expect(all.body.users.some((u: { login: string }) => u.login === 'admin')).toBe(true);
  });
});

describe('chat when the section is turned off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DISABLED_SECTIONS: 'chat' });
  });
  afterAll(async () => server?.stop());

  it('refuses every chat call', async () => {
    const user = await addTestUser(server, 'solo');
    const res = await callApi(server, 'GET', '/chat/channels', user.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Раздел «Чат» отключён');
  });
});
