import { tokenize } from './search-terms';
import { stem } from './word-forms';

/**
 * Synonyms and regional names (issue 36): "dahi" finds curd, "bhindi" lady finger, "type c" USB-C. A
 * query is also searched with each phrase of one to three words replaced by its synonyms, as written
 * (no typos: "curd" must not become "card" on the way); the best match of any reading counts.
 */
export interface SynonymList {
  /** Words for the same thing: each finds the others. */
  twoWay: string[][];
  /** A general word widened to what it covers ("coke" finds cola; "cola" does not find every coke). */
  oneWay: { from: string; to: string[] }[];
}

/** At most this many other readings of a query are searched: each is a match of its own. */
const MAX_READINGS = 6;

const key = (phrase: string[]) => phrase.map(stem).join(' ');

export class Synonyms {
  /** A phrase's stems → the phrases (words) it may also be read as. */
  private readonly readings = new Map<string, string[][]>();

  constructor(list: SynonymList) {
    const add = (from: string, to: string) => {
      const words = tokenize(to);
      const readings = this.readings.get(key(tokenize(from))) ?? [];
      if (words.length && key(words) !== key(tokenize(from))) readings.push(words);
      this.readings.set(key(tokenize(from)), readings);
    };
    for (const group of list.twoWay) for (const from of group) for (const to of group) if (from !== to) add(from, to);
    for (const { from, to } of list.oneWay) for (const target of to) add(from, target);
  }

  /**
   * The other readings of a query's words: one phrase of one to three words replaced by a synonym whose
   * words are all `isProductWord` (a synonym the catalogue does not hold finds nothing: not searched).
   */
  readingsOf(words: string[], isProductWord: (word: string) => boolean = () => true): string[][] {
    const found: string[][] = [];
    for (let i = 0; i < words.length; i++)
      for (const length of [3, 2, 1]) {
        if (i + length > words.length) continue;
        for (const synonym of this.readings.get(key(words.slice(i, i + length))) ?? [])
          if (synonym.every(isProductWord)) found.push([...words.slice(0, i), ...synonym, ...words.slice(i + length)]);
      }
    return found.slice(0, MAX_READINGS);
  }
}
