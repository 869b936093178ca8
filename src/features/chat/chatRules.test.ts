import { describe, expect, it } from 'vitest';
import type { ChatChannel, ChatMessageEvent } from '../../../realtime/protocol/chat';
import { applyIncomingMessage, applyReadMark, mergeMessages, totalUnread } from './chatRules';

const ME = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';
const GENERAL = '00000000-0000-4000-8000-00000000c4a7';
const DM = '00000000-0000-4000-8000-0000000000d1';

const message = (seq: number, channelId = DM, authorId = OTHER): ChatMessageEvent => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  channelId,
  seq: String(seq),
  authorId,
  authorName: 'x',
  text: `m${seq}`,
  mentions: [],
  createdAt: '2026-11-23T10:00:00.000Z',
});
const channel = (id: string, kind: ChatChannel['kind'], unread: number, last: number | null, lastReadSeq = '0'): ChatChannel => ({
  id,
  kind,
  name: '',
  creatorId: null,
  members: [],
  unread,
  lastReadSeq,
  lastMessage: last === null ? null : message(last, id),
});

describe('mergeMessages', () => {
  it('orders by seq and keeps each message once', () => {
    const merged = mergeMessages([message(3), message(10)], [message(10), message(2), message(11)]);
    expect(merged.map((m) => m.seq)).toEqual(['2', '3', '10', '11']);
  });
});

describe('applyIncomingMessage', () => {
  const list = [channel(GENERAL, 'general', 0, 5), channel(DM, 'direct', 1, 4)];
  it.each([
    ['another’s message counts as unread', message(6), null, { unread: 2, fresh: true }],
    ['not while the user looks at the channel', message(6), DM, { unread: 1, fresh: true }],
    ['one’s own message reads the channel', message(6, DM, ME), null, { unread: 0, fresh: true, lastReadSeq: '6' }],
    ['a message seen already changes nothing', message(4), null, { unread: 1, fresh: false }],
  ] as const)('%s', (_name, incoming, watched, expected) => {
    const outcome = applyIncomingMessage(list, incoming, ME, watched);
    if (outcome.kind !== 'applied') throw new Error('expected applied');
    const dm = outcome.channels.find((c) => c.id === DM)!;
    expect({ unread: dm.unread, fresh: outcome.fresh, ...('lastReadSeq' in expected ? { lastReadSeq: dm.lastReadSeq } : {}) }).toEqual(expected);
  });

  it('a channel not in the list asks for the list again', () => {
    expect(applyIncomingMessage(list, message(7, '00000000-0000-4000-8000-0000000000ee'), ME, null)).toEqual({ kind: 'unknown-channel' });
  });

  it('the channel with the newest message goes first after the general one', () => {
    const withThird = [...list, channel('00000000-0000-4000-8000-0000000000d2', 'direct', 0, 3)];
    const outcome = applyIncomingMessage(withThird, message(9, '00000000-0000-4000-8000-0000000000d2'), ME, null);
    if (outcome.kind !== 'applied') throw new Error('expected applied');
    expect(outcome.channels.map((c) => c.id)).toEqual([GENERAL, '00000000-0000-4000-8000-0000000000d2', DM]);
  });
});

describe('applyReadMark', () => {
  const list = [channel(DM, 'direct', 3, 9, '2')];
  it.each([
    ['read to the last message: nothing unread', '9', undefined, { unread: 0, recount: false }],
    ['counted from the loaded messages when they reach the mark', '6', [message(5), message(6), message(7, DM, ME), message(9)], { unread: 1, recount: false }],
    ['unknown when they do not: ask again', '6', [message(8), message(9)], { unread: 3, recount: true }],
  ] as const)('%s', (_name, seq, loaded, expected) => {
    const result = applyReadMark(list, { channelId: DM, userId: ME, lastReadSeq: seq }, loaded, ME);
    expect({ unread: result.channels[0]!.unread, recount: result.recount }).toEqual(expected);
  });

  it('an older mark changes nothing', () => {
    const result = applyReadMark([channel(DM, 'direct', 1, 9, '8')], { channelId: DM, userId: ME, lastReadSeq: '3' }, undefined, ME);
    expect(result.channels[0]).toMatchObject({ unread: 1, lastReadSeq: '8' });
  });
});

describe('totalUnread', () => {
  it('adds the channels up', () => {
    expect(totalUnread([channel(GENERAL, 'general', 2, 1), channel(DM, 'direct', 3, 2)])).toBe(5);
    expect(totalUnread([])).toBe(0);
  });
});
