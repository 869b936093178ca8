import { describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { assertMayChangeBuiltIn, assertMayTouchClasses, assertMayWriteProperty, POLICY_MESSAGES } from './writePolicy';
import type { Problem } from '../problems';

const OWN = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3';
const outcome = (fn: () => void): string => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return `${(error as Problem).kind} ${(error as Error).message}`;
  }
};

describe('write policy rules', () => {
  it.each([
    [true, OWN, META_PROP.type, 'ok'],
    [false, OWN, null, 'ok'],
    [true, META_CLASS.Class, null, `forbidden ${POLICY_MESSAGES.builtInFixed}`],
    [true, META_PROP.name, META_PROP.name, `forbidden ${POLICY_MESSAGES.builtInFixed}`],
    [true, META_PROP.name, META_PROP.label, 'ok'],
    [true, META_PROP.name, META_PROP.comment, 'ok'],
    [true, META_PROP.name, META_PROP.maxCardinality, `forbidden ${POLICY_MESSAGES.builtInReadOnly}`],
    [false, META_PROP.name, META_PROP.label, `forbidden ${POLICY_MESSAGES.adminsOnly}`],
  ])('built-ins: admin %s, instance %s, property %s', (isAdmin, inst, prop, expected) => {
    expect(outcome(() => assertMayChangeBuiltIn(isAdmin, inst, prop))).toBe(expected);
  });

  it.each([
    [false, [OWN], 'ok'],
    [false, [OWN, META_CLASS.Command], `forbidden ${POLICY_MESSAGES.adminsOnly}`],
    [false, [META_CLASS.Plugin], `forbidden ${POLICY_MESSAGES.adminsOnly}`],
    [true, [META_CLASS.Plugin], 'ok'],
  ])('admin classes: admin %s, classes %j', (isAdmin, classes, expected) => {
    expect(outcome(() => assertMayTouchClasses(isAdmin, new Set(classes)))).toBe(expected);
  });

  it.each([
    [false, OWN, false, 'ok'],
    [false, OWN, true, `forbidden ${POLICY_MESSAGES.readOnlyProperty('X')}`],
    [false, META_PROP.author, false, `forbidden ${POLICY_MESSAGES.readOnlyProperty('X')}`],
    [false, META_PROP.dateCreate, false, `forbidden ${POLICY_MESSAGES.readOnlyProperty('X')}`],
    [true, OWN, true, 'ok'],
  ])('read-only properties: admin %s, property %s, readonly %s', (isAdmin, prop, readonly, expected) => {
    expect(outcome(() => assertMayWriteProperty(isAdmin, prop, readonly, 'X'))).toBe(expected);
  });
});
