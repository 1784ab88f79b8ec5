import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, toastDismissed, toastShown, toastSlice, type Toast } from './toastSlice';

const reduce = (actions: Parameters<typeof toastSlice.reducer>[1][]) => actions.reduce<Toast[]>(toastSlice.reducer, []);

describe('toasts', () => {
  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    const state = reduce(Array.from({ length: 25 }, (_, index) => toastShown('success', `toast ${index}`)));
    expect(state).toHaveLength(MAX_TOASTS);
    expect(state[0].message).toBe('toast 5');
  });

  it('replaces a toast in place when shown again with its id (loading → outcome)', () => {
    const state = reduce([
      toastShown('loading', 'Redirecting...', 'pay'),
      toastShown('blank', 'other'),
      toastShown('error', 'Card refused', 'pay'),
    ]);
    expect(state.map((toast) => [toast.kind, toast.message])).toEqual([
      ['error', 'Card refused'],
      ['blank', 'other'],
    ]);
  });

  it('dismisses by id', () => {
    const state = reduce([toastShown('success', 'a', 'one'), toastShown('success', 'b', 'two'), toastDismissed('one')]);
    expect(state.map((toast) => toast.id)).toEqual(['two']);
  });
});
