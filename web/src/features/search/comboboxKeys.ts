/**
 * The keyboard of the header's suggestion list (ARIA combobox with a listbox, issue 22), as a pure
 * function so it can be tested without a screen. `active` is the highlighted option, -1 for none (the
 * text as typed); the arrows cycle through the options and back to the text, like the big search sites.
 */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export type ComboboxAction =
  /** Open the option at `active`. */
  | 'choose'
  /** Search for the text as typed. */
  | 'submit'
  /** Nothing for the page to do beyond the new state. */
  | 'none';

export interface ComboboxStep {
  state: ComboboxState;
  action: ComboboxAction;
  /** Whether the key was the combobox's (the input must not act on it too: the caret, a native clear). */
  handled: boolean;
}

export const CLOSED: ComboboxState = { open: false, active: -1 };

export function comboboxKey(state: ComboboxState, key: string, options: number): ComboboxStep {
  const step = (next: ComboboxState, action: ComboboxAction = 'none'): ComboboxStep => ({
    state: next,
    action,
    handled: true,
  });
  switch (key) {
    case 'ArrowDown':
      if (options === 0) return { state, action: 'none', handled: false };
      if (!state.open) return step({ open: true, active: 0 });
      return step({ open: true, active: state.active + 1 >= options ? -1 : state.active + 1 });
    case 'ArrowUp':
      if (options === 0) return { state, action: 'none', handled: false };
      if (!state.open) return step({ open: true, active: options - 1 });
      return step({ open: true, active: state.active <= -1 ? options - 1 : state.active - 1 });
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < options) return step(CLOSED, 'choose');
      return step(CLOSED, 'submit');
    case 'Escape':
      // Open: only the list closes. Closed: the key is the input's (a search field clears itself).
      return state.open ? step(CLOSED) : { state, action: 'none', handled: false };
    case 'Tab':
      return { state: CLOSED, action: 'none', handled: false };
    default:
      return { state, action: 'none', handled: false };
  }
}
