/**
 * The admin API's amounts are decimals with at most two places, like the shop's other amounts; inside,
 * every amount is an integer of minor units (paise, cents), so fees add up exactly.
 */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

/** A decimal with at most two places (checked on input). */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= 10_000_000 &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD' });

/** An amount as the shop shows it ('$40.00': the web app's format, spec 1). */
export const formatMinor = (minor: number): string => money.format(fromMinor(minor));
