import { describe, expect, it } from 'vitest';
import { CLOSED, comboboxKey, type ComboboxState } from './comboboxKeys';

/** The keys pressed one after another from `state`, with `options` options listed. */
function press(keys: string[], options: number, state: ComboboxState = { open: true, active: -1 }) {
  return keys.reduce((current, key) => comboboxKey(current.state, key, options), {
    state,
    action: 'none' as const,
    handled: false,
  } as ReturnType<typeof comboboxKey>);
}

describe('the suggestion list’s keyboard (issue 22)', () => {
  it('moves down through the options, then back to the text, then to the first again', () => {
    expect(press(['ArrowDown'], 3).state).toEqual({ open: true, active: 0 });
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowDown'], 3).state.active).toBe(2);
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'], 3).state.active).toBe(-1);
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'], 3).state.active).toBe(0);
  });

  it('moves up from the text to the last option, and from the first back to the text', () => {
    expect(press(['ArrowUp'], 3).state.active).toBe(2);
    expect(press(['ArrowDown', 'ArrowUp'], 3).state.active).toBe(-1);
  });

  it('opens a closed list with an arrow, on the first option going down and the last going up', () => {
    expect(press(['ArrowDown'], 4, CLOSED).state).toEqual({ open: true, active: 0 });
    expect(press(['ArrowUp'], 4, CLOSED).state).toEqual({ open: true, active: 3 });
  });

  it('leaves the arrows to the input when there is nothing to list', () => {
    const step = press(['ArrowDown'], 0, CLOSED);
    expect(step.handled).toBe(false);
    expect(step.state).toEqual(CLOSED);
  });

  it('chooses the highlighted option with Enter, and closes the list', () => {
    const step = press(['ArrowDown', 'ArrowDown', 'Enter'], 5);
    expect(step.action).toBe('choose');
    expect(step.state).toEqual(CLOSED);
    // The option chosen is the one highlighted before Enter.
    expect(press(['ArrowDown', 'ArrowDown'], 5).state.active).toBe(1);
  });

  it('searches for the typed text with Enter when no option is highlighted, open or closed', () => {
    expect(press(['Enter'], 5).action).toBe('submit');
    expect(press(['Enter'], 0, CLOSED).action).toBe('submit');
    expect(press(['ArrowDown', 'ArrowUp', 'Enter'], 5).action).toBe('submit');
  });

  it('closes an open list with Escape and leaves Escape to the input when closed', () => {
    const open = press(['ArrowDown', 'Escape'], 5);
    expect(open.state).toEqual(CLOSED);
    expect(open.handled).toBe(true);
    expect(open.action).toBe('none');
    expect(press(['Escape'], 5, CLOSED).handled).toBe(false);
  });

  it('closes the list when focus moves on with Tab, without keeping the key', () => {
    const step = press(['ArrowDown', 'Tab'], 5);
    expect(step.state).toEqual(CLOSED);
    expect(step.handled).toBe(false);
  });

  it('ignores other keys (typing goes to the input)', () => {
    const step = press(['ArrowDown', 'a'], 5);
    expect(step.state).toEqual({ open: true, active: 0 });
    expect(step.handled).toBe(false);
  });
});
