import { describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-constants';

describe('toast store', () => {
  it('keeps one toast at a time and removes a dismissed one after the SPEC delay', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const store = await import('./use-toast');
    const { toast, dismissToast, peekToasts } = store;
    expect(TOAST_LIMIT).toBe(1);
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    expect(first.id).not.toBe(second.id);
    const snapshot = peekToasts;
    expect(snapshot().map((item) => item.title)).toEqual(['Second']);
    dismissToast(second.id);
    expect(snapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(snapshot()).toEqual([]);
    vi.useRealTimers();
  });
});
