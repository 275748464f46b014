import { describe, expect, it, vi } from 'vitest';
import { peekToasts } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { saveFeedback, setServerFieldErrors } from './save-feedback';

const refused = new ApiError(
  400,
  JSON.stringify({ message: 'Check the form', issues: [{ path: 'name', message: 'Too long' }] }),
  'Bad Request',
  'Check the form',
);

describe('saveFeedback', () => {
  it('toasts once saved, then hands the answer on', () => {
    const onSaved = vi.fn();
    saveFeedback<{ name: string }>({
      saved: (data) => ({ title: `Saved ${data.name}` }),
      failed: 'Failed',
      onSaved,
    }).onSuccess({ name: 'Expo' });
    expect(peekToasts()[0]).toMatchObject({ title: 'Saved Expo', open: true });
    expect(peekToasts()[0]?.variant).toBeUndefined();
    expect(onSaved).toHaveBeenCalledWith({ name: 'Expo' });
  });

  it("hands the server's field messages to the form, then shows its words in a red toast", () => {
    const onFailed = vi.fn();
    saveFeedback({ saved: { title: 'Saved' }, failed: 'Failed to save', onFailed }).onError(refused);
    expect(onFailed).toHaveBeenCalledWith({ name: 'Too long' }, 'Check the form');
    expect(peekToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Failed to save',
      description: 'Check the form',
    });
  });

  it('falls back to its own words when the server gave none', () => {
    saveFeedback({ saved: { title: 'Saved' }, failed: 'Failed' }).onError(new TypeError('fetch failed'));
    expect(peekToasts()[0]?.description).toBe('Unknown error occurred');
    saveFeedback({ saved: { title: 'Saved' }, failed: 'Failed', fallback: 'Please try again.' }).onError(
      new TypeError('x'),
    );
    expect(peekToasts()[0]?.description).toBe('Please try again.');
  });
});

describe('setServerFieldErrors', () => {
  it("sets the form's own fields and passes over the others", () => {
    const setError = vi.fn();
    setServerFieldErrors<{ name: string; date: string }>(setError, ['name', 'date'])({ name: 'Too long', other: 'x' });
    expect(setError.mock.calls).toEqual([['name', { type: 'server', message: 'Too long' }]]);
  });
});
