import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp';

// Every browser test fails on a Content-Security-Policy violation in any of its pages.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
