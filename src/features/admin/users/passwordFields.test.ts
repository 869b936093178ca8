import { describe, expect, it } from 'vitest';
import { passwordFields } from './passwordFields';

describe('passwordFields', () => {
  it.each([
    ['nothing typed yet', '', '', { ready: false, password: null, repeat: null }],
    ['too short', 'secret', '', { ready: false, password: 'tooShort', repeat: null }],
    ['too long', 'x'.repeat(1025), 'x'.repeat(1025), { ready: false, password: 'tooLong', repeat: null }],
    ['spaces only', '        ', '        ', { ready: false, password: 'blank', repeat: null }],
    ['the repeat left empty', 'correct horse', '', { ready: false, password: null, repeat: null }],
    ['the repeat differs', 'correct horse', 'correct hors', { ready: false, password: null, repeat: 'mismatch' }],
    ['both right', 'correct horse', 'correct horse', { ready: true, password: null, repeat: null }],
  ])('%s', (_name, password, repeat, expected) => expect(passwordFields(password, repeat)).toEqual(expected));
});
