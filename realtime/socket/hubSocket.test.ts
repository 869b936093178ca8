import { afterEach, describe, expect, it } from 'vitest';
import { HubSocket } from './hubSocket';

const change = {
  seq: '7',
  at: '2026-11-23T10:00:00.000Z',
  userId: null,
  tabSessionId: null,
  entity: '00000000-0000-4000-8000-0000000000a1',
  prop: null,
  op: 'upd',
  before: null,
  after: 'x',
};

describe('HubSocket.on', () => {
  const made: HubSocket[] = [];
  afterEach(() => made.splice(0).forEach((s) => s.close()));

  const setup = () => {
    const warnings: string[] = [];
    // never connected: the listeners are fed by hand, as socket.io would feed them
    const hub = new HubSocket({ basePath: '/', token: () => 't', origin: 'http://127.0.0.1:9', warn: (m) => warnings.push(m) });
    made.push(hub);
    const seen: unknown[] = [];
    const off = hub.on('ENTITY_CHANGE', (c) => seen.push(c));
    const deliver = (payload: unknown) => hub.socket.listeners('ENTITY_CHANGE').forEach((l) => l(payload));
    return { hub, seen, warnings, off, deliver };
  };

  it('passes a payload that matches its schema', () => {
    const { seen, warnings, deliver } = setup();
    deliver(change);
    expect(seen).toEqual([change]);
    expect(warnings).toEqual([]);
  });

  it('drops and reports one that does not', () => {
    const { seen, warnings, deliver } = setup();
    deliver({ ...change, entity: 'not-an-id' });
    deliver('garbage');
    expect(seen).toEqual([]);
    expect(warnings).toEqual(['dropped a ENTITY_CHANGE that does not match its schema', 'dropped a ENTITY_CHANGE that does not match its schema']);
  });

  it('stops after the unsubscribe', () => {
    const { seen, off, deliver } = setup();
    off();
    deliver(change);
    expect(seen).toEqual([]);
  });
});
