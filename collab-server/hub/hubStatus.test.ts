import { describe, expect, it } from 'vitest';
import { statusKey } from './hubStatus';
import type { PingResult } from '../../realtime/protocol/shell/status';

const ping = (status: PingResult['status'], services: PingResult['services']): PingResult => ({ status, services });

describe('statusKey', () => {
  it('ignores latencies and the messages of services that answer', () => {
    const a = ping('GREEN', [{ name: 'database', status: 'GREEN', latencyMs: 1 }, { name: 'hub', status: 'GREEN', latencyMs: 0, message: 'sockets: 3' }]);
    const b = ping('GREEN', [{ name: 'database', status: 'GREEN', latencyMs: 9 }, { name: 'hub', status: 'GREEN', latencyMs: 0, message: 'sockets: 4' }]);
    expect(statusKey(a)).toBe(statusKey(b));
  });

  it('changes with the overall status, a service’s status or the reason it is down', () => {
    const green = ping('GREEN', [{ name: 'redis', status: 'GREEN', latencyMs: 1 }]);
    const down = ping('YELLOW', [{ name: 'redis', status: 'RED', latencyMs: 1, message: 'no answer within 2000 ms' }]);
    const downOther = ping('YELLOW', [{ name: 'redis', status: 'RED', latencyMs: 1, message: 'connection refused' }]);
    expect(new Set([statusKey(green), statusKey(down), statusKey(downOther)]).size).toBe(3);
  });
});
