import { describe, expect, it } from 'vitest';
import { dismissMessage, messageStore } from '../../state/messageStore';
import { showStandingNotice, withdrawStandingNotice } from './standingNotice';

const texts = () => messageStore.list.filter((m) => m.key === 'k').map((m) => m.text);

describe('standing notices', () => {
  it('shows a state once, even after the user closed it, and again after it ended', () => {
    showStandingNotice('k', { text: 'A', kind: 'warning' });
    showStandingNotice('k', { text: 'A', kind: 'warning' });
    expect(texts()).toEqual(['A']);
    expect(messageStore.list.find((m) => m.key === 'k')?.timeout).toBe(-1);
    dismissMessage('k');
    showStandingNotice('k', { text: 'A', kind: 'warning' });
    expect(texts()).toEqual([]);
    showStandingNotice('k', { text: 'B', kind: 'warning' });
    expect(texts()).toEqual(['B']);
    withdrawStandingNotice('k');
    expect(texts()).toEqual([]);
    showStandingNotice('k', { text: 'B', kind: 'warning' });
    expect(texts()).toEqual(['B']);
  });
});
