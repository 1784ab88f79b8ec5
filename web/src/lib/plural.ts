const rules = new Intl.PluralRules('en');

/**
 * "1 item", "2 items": a count with its noun in the right form (English rules; `plural` for nouns
 * whose plural is not noun + s, e.g. plural(1, 'sub-category', 'sub-categories')).
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString('en-IN')} ${rules.select(count) === 'one' ? noun : pluralNoun}`;
}
