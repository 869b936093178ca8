import { describe, expect, it } from 'vitest';
import { passwordFormProblem } from './passwordForm';

describe('passwordFormProblem', () => {
  it.each([
    ['', '', 'tooShort'],
    ['1234567', '1234567', 'tooShort'],
    ['12345678', '12345678', null],
    ['12345678', '12345679', 'mismatch'],
    ['        ', '        ', 'blank'],
    ['x'.repeat(1025), 'x'.repeat(1025), 'tooLong'],
    ['correct horse', 'correct horse', null],
  ])('%j / %j → %s', (password, repeat, problem) => {
    expect(passwordFormProblem(password, repeat)).toBe(problem);
  });
});
