import { describe, expect, it } from 'vitest';
import { moveField, sortAfterFieldsChange } from './viewFields';

const P = 'aaaaaaaa-0000-4000-8000-000000000001';

describe('moveField', () => {
  const fields = ['name', P, 'author'] as const;
  it('up', () => expect(moveField(fields, P, -1)).toEqual([P, 'name', 'author']));
  it('down', () => expect(moveField(fields, P, 1)).toEqual(['name', 'author', P]));
  it('first cannot go up', () => expect(moveField(fields, 'name', -1)).toEqual(['name', P, 'author']));
  it('last cannot go down', () => expect(moveField(fields, 'author', 1)).toEqual(['name', P, 'author']));
  it('an absent field changes nothing', () => expect(moveField(fields, 'class', 1)).toEqual(['name', P, 'author']));
});

describe('sortAfterFieldsChange', () => {
  it('keeps a sort on a shown field', () => expect(sortAfterFieldsChange({ prop: P, dir: 'desc' }, ['name', P])).toEqual({ prop: P, dir: 'desc' }));
  it('drops a sort on a removed field', () => expect(sortAfterFieldsChange({ prop: P, dir: 'asc' }, ['name'])).toBeNull());
  it('no sort stays none', () => expect(sortAfterFieldsChange(null, ['name'])).toBeNull());
});
