import { useEffect, useRef } from 'react';

/**
 * Keyboard focus for a control whose buttons replace each other ('Add' becomes − / +, and back) and are
 * disabled while a change is sent: both drop focus to the page. `handOver(name)` before a change names
 * the button to focus once it is on screen and enabled again; `settleOn(name)` after a refused change
 * returns focus to a button already there. `ref(name)` goes on each button.
 */
export function useFocusHandOver<Name extends string>() {
  const buttons = useRef(new Map<Name, HTMLButtonElement>());
  const pending = useRef<Name | null>(null);
  const settle = () => {
    const target = pending.current && buttons.current.get(pending.current);
    if (!target || target.disabled) return;
    pending.current = null;
    target.focus();
  };
  // After every render: the answer, the cache update and the end of `busy` may arrive in any order.
  useEffect(settle);
  return {
    handOver: (name: Name) => {
      pending.current = name;
    },
    settleOn: (name: Name) => {
      pending.current = name;
      requestAnimationFrame(settle);
    },
    ref: (name: Name) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(name, element);
      else buttons.current.delete(name);
    },
  };
}
