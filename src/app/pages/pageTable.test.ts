import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/routeTable';
import { servicePages } from './servicePages';
import { ontologyPages } from './ontologyPages';
import { analysisPages } from './analysisPages';
import { documentPages } from './documentPages';
import { adminPages } from './adminPages';
import { pageOf } from './pageTable';

const groups = [servicePages, ontologyPages, analysisPages, documentPages, adminPages];

describe('the page table', () => {
  it('draws only routes of the route table', () => {
    const names = new Set(routeTable.map((r) => r.name));
    for (const group of groups) for (const name of Object.keys(group)) expect(names, name).toContain(name);
  });

  it('gives each route name one page', () => {
    const all = groups.flatMap((group) => Object.keys(group));
    expect(new Set(all).size).toBe(all.length);
  });

  it('has no page for a section not yet built, and none for inherited names', () => {
    expect(pageOf('diagrams')).toBeUndefined();
    expect(pageOf('toString')).toBeUndefined();
    expect(pageOf('class_list')).toBeTypeOf('function');
  });
});
