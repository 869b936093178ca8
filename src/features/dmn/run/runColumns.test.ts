import { describe, expect, it } from 'vitest';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { runColumnLabels } from './runColumns';

const column = (kind: WorkspaceColumn['kind'], text: string, label: string): WorkspaceColumn => ({ decisionId: 'd', decisionName: 'Решение', columnId: `${kind}-${text}`, kind, label, text, typeRef: 'string' });

describe('runColumnLabels', () => {
  const columns = [column('input', 'Вход', 'Вход'), column('input', 'age', 'Возраст'), column('output', 'result', 'Результат'), column('output', 'rate', '')];

  it('heads a run column with the label the table shows, not the output name', () => {
    expect(runColumnLabels('output', ['result'], columns)).toEqual(['Результат']);
    expect(runColumnLabels('input', ['age', 'Вход'], columns)).toEqual(['Возраст', 'Вход']);
  });

  it('keeps the name where the column has no label or is not in the editor', () => {
    expect(runColumnLabels('output', ['rate', 'gone'], columns)).toEqual(['rate', 'gone']);
    expect(runColumnLabels('input', ['result'], columns)).toEqual(['result']);
  });
});
