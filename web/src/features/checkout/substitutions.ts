import type { SubstitutionChoice, SubstitutionPreferences } from '../../api/types';

/** The checkout's choice as kept on screen: the order-wide default and the lines the shopper set apart. */
export interface SubstitutionState {
  default: SubstitutionChoice;
  lines: Record<string, SubstitutionChoice>;
}

/** Nothing is replaced unless the shopper says so: nothing goes in the bag they did not agree to. */
export const NO_SUBSTITUTES: SubstitutionState = { default: 'NONE', lines: {} };

/** A line's choice: its own, or the order's. */
export const choiceOf = (state: SubstitutionState, productId: string): SubstitutionChoice =>
  state.lines[productId] ?? state.default;

/**
 * What checkout sends for the products in the cart: the default, and only the lines that differ from it
 * (a line set apart and then matched by the default needs no entry).
 */
export function preferencesFor(state: SubstitutionState, productIds: string[]): SubstitutionPreferences {
  const lines = Object.fromEntries(
    productIds
      .filter((id) => state.lines[id] !== undefined && state.lines[id] !== state.default)
      .map((id) => [id, state.lines[id]]),
  );
  return Object.keys(lines).length ? { default: state.default, lines } : { default: state.default };
}
