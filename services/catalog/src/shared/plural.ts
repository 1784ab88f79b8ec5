const rules = new Intl.PluralRules('en');

/** "1 product", "3 products": a count with its noun in the right form for the messages people read. */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${rules.select(count) === 'one' ? noun : pluralNoun}`;
}
