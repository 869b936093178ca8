import { describe, expect, it } from 'vitest';
import { mentionCandidates, resolveMentions } from './chatMentions';

const ivan = { id: '00000000-0000-4000-8000-000000000001', login: 'ivan' };
const olga = { id: '00000000-0000-4000-8000-000000000002', login: 'Olga.P' };
const odd = { id: '00000000-0000-4000-8000-000000000003', login: 'odd!' };

describe('mentionCandidates', () => {
  it.each([
    ['hi @ivan', ['ivan']],
    ['@ivan, look', ['ivan,', 'ivan']],
    ['(@Olga.P)', ['olga.p)', 'olga.p']],
    ['mail me at a@example.org', []],
    ['no mention here', []],
    ['@@ivan', []],
    ['@ivan @ivan', ['ivan']],
    ['строка\n@ivan!', ['ivan!', 'ivan']],
  ])('%j → %j', (text, expected) => {
    expect(mentionCandidates(text)).toEqual(expected);
  });
});

describe('resolveMentions', () => {
  const users = [ivan, olga, odd];
  it.each([
    ['hi @ivan and @olga.p.', [ivan.id, olga.id]],
    ['@IVAN', [ivan.id]],
    ['@odd! first', [odd.id]],
    ['@nobody', []],
    ['@ivan @ivan', [ivan.id]],
  ])('%j → the mentioned ids', (text, expected) => {
    expect(resolveMentions(text, users, 'someone-else')).toEqual(expected);
  });

  it('the author mentioning themselves is no mention', () => {
    expect(resolveMentions('note to @ivan', users, ivan.id)).toEqual([]);
  });
});
