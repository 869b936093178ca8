import { describe, expect, it } from 'vitest';
import { dateOnlySchema } from './users';

describe('dateOnlySchema', () => {
  it.each([
    ['2027-12-31', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['2027-1-01', false],
    ['31.12.2027', false],
    ['2027-12-31T00:00:00Z', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(dateOnlySchema.safeParse(value).success).toBe(valid);
  });
});
