import { describe, expect, it } from 'vitest';
import { assertCanManage, type ChannelRow } from './chatAccess';

const creator = { id: '00000000-0000-4000-8000-000000000001', is_admin: false };
const member = { id: '00000000-0000-4000-8000-000000000002', is_admin: false };
const admin = { id: '00000000-0000-4000-8000-000000000003', is_admin: true };
const channel = (kind: ChannelRow['kind']): ChannelRow => ({ id: '00000000-0000-4000-8000-0000000000c1', kind, name: 'x', creator: creator.id });

describe('assertCanManage: who changes a channel’s members', () => {
  it.each([
    ['the creator of a named channel', channel('channel'), creator, null],
    ['an administrator', channel('channel'), admin, null],
    ['another member', channel('channel'), member, /создатель канала или администратор/],
    ['nobody, in a direct channel', channel('direct'), admin, /изменить нельзя/],
    ['nobody, in the general channel', channel('general'), creator, /изменить нельзя/],
  ] as const)('%s', (_name, row, user, refusal) => {
    if (refusal) expect(() => assertCanManage(row, user)).toThrow(refusal);
    else expect(() => assertCanManage(row, user)).not.toThrow();
  });
});
