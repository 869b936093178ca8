import { describe, expect, it } from 'vitest';
import { HUB_MAX_MESSAGE_BYTES } from '../../realtime/protocol/hubMessages';
import { messageBytes, refuseMessage } from './messageGuard';

const ack = () => undefined;
const id = '00000000-0000-4000-8000-000000000001';

describe('refuseMessage', () => {
  it.each([
    { name: 'a known message with one payload and an ack', event: 'watch', args: [{ entities: [id] }, ack], refused: null },
    { name: 'an unknown message', event: 'dropDatabase', args: [{}, ack], refused: /unknown message "dropDatabase"/ },
    { name: 'a name that is no string', event: 42, args: [{}, ack], refused: /unknown message/ },
    { name: 'a prototype name', event: 'toString', args: [{}, ack], refused: /unknown message/ },
    { name: 'no acknowledgement', event: 'watch', args: [{ entities: [id] }], refused: /acknowledgement/ },
    { name: 'two payloads', event: 'watch', args: [{}, {}, ack], refused: /exactly one payload/ },
    { name: 'too large', event: 'catchUp', args: ['x'.repeat(HUB_MAX_MESSAGE_BYTES), ack], refused: /too large/ },
  ])('$name', ({ event, args, refused }) => {
    const answer = refuseMessage(event, args);
    if (refused === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refused);
  });

  it('measures the JSON of the payloads, not the callback', () => {
    expect(messageBytes([{ a: 1 }, ack])).toBe(JSON.stringify([{ a: 1 }]).length);
  });
});
