import { POINTS } from './ranking';
import { ScoreArrays, Scores } from './score-arrays';
import { IN_NAME, TermIndex } from './term-index';
import { typoBudget } from './word-forms';

/**
 * What a query found: the products with their points, and those of them matching every word as
 * written (exactly or as a prefix, no typo): when none of the products shown is, the page says it shows
 * results for a corrected spelling (issue 36: "No results for 'curd'. Showing results for 'card'").
 */
export interface QueryScores {
  scores: Scores;
  /** Flags by slot (1: matched as written). */
  asWritten: Scores;
}

/** One piece of the query: its points, and the products it matched as written (undefined: all of them, no typos allowed). */
interface Piece {
  scores: Scores;
  asWritten?: Scores;
}

/**
 * Which products a query finds, with their points: every word must match (exact, prefix or within
 * its typo budget, word-forms.ts), and two neighbouring words may also match, together, a product word
 * they form when written as one ("corn flakes" finds "Cornflakes"). Points are dense arrays by slot
 * (score-arrays.ts says why).
 */
export class QueryMatch {
  constructor(
    private readonly terms: TermIndex,
    private readonly arrays: ScoreArrays,
    /** A product's department (its first category's number, -1 for none). */
    private readonly departmentOf: (slot: number) => number,
  ) {}

  /**
   * Products matching every word (within typo budgets unless `typos` is false), with their points. Each word is a piece of its own; two neighbouring
   * words may also count as one piece when written together they match. The best split counts.
   */
  match(words: string[], slots: number, typos = true): QueryScores {
    const budget = (word: string) => (typos ? typoBudget(word) : 0);
    const singles = words.map((word) => this.pieceOrWider(word, budget(word), slots));
    // Two words written as one are forgiven what the stricter of them is: "lassi zq12" finds no "lasi zq12".
    const pairs = words
      .slice(1)
      .map((word, index) => this.piece(words[index] + word, Math.min(budget(words[index]), budget(word)), slots));
    // best[i]: the products matching the first i words, with their best points.
    const best: Scores[] = [];
    for (let i = 1; i <= words.length; i++) {
      const reached = this.arrays.scores(slots);
      const extend = (before: Scores | undefined, piece: Scores, weight: number) => {
        for (const slot of piece.slots) {
          const prior = before ? before.points[slot] : 0;
          if (before && !prior) continue;
          const total = prior + piece.points[slot] * weight;
          if (total > reached.points[slot]) {
            if (!reached.points[slot]) reached.slots.push(slot);
            reached.points[slot] = total;
          }
        }
      };
      extend(i === 1 ? undefined : best[i - 2], singles[i - 1].scores, 1);
      if (i >= 2) extend(i === 2 ? undefined : best[i - 3], pairs[i - 2].scores, 2);
      best.push(reached);
    }
    const found = best.pop()!;
    const asWritten = this.asWritten(singles, pairs, slots);
    this.arrays.giveBack(
      [...singles, ...pairs].flatMap((piece) => [piece.scores, ...(piece.asWritten ? [piece.asWritten] : [])]),
    );
    this.arrays.giveBack(best);
    return { scores: found, asWritten };
  }

  /** The products every piece of some split matched as written (the same split as points, on flags). */
  private asWritten(singles: Piece[], pairs: Piece[], slots: number): Scores {
    const written = (piece: Piece) => piece.asWritten ?? piece.scores;
    const reached: Scores[] = [];
    for (let i = 1; i <= singles.length; i++) {
      const flags = this.arrays.scores(slots);
      const extend = (before: Scores | undefined, piece: Scores) => {
        for (const slot of piece.slots)
          if ((!before || before.points[slot]) && !flags.points[slot]) {
            flags.points[slot] = 1;
            flags.slots.push(slot);
          }
      };
      extend(i === 1 ? undefined : reached[i - 2], written(singles[i - 1]));
      if (i >= 2) extend(i === 2 ? undefined : reached[i - 3], written(pairs[i - 2]));
      reached.push(flags);
    }
    const found = reached.pop()!;
    this.arrays.giveBack(reached);
    return found;
  }

  /**
   * A word of six letters or more that finds nothing within one edit is given two ("biskit" finds
   * biscuit, "shampu" shampoo): only a search that would find nothing pays for the wider look-up.
   */
  private pieceOrWider(word: string, budget: number, slots: number): Piece {
    const found = this.piece(word, budget, slots);
    if (found.scores.slots.length || budget !== 1 || word.length < 6) return found;
    this.arrays.giveBack([found.scores, ...(found.asWritten ? [found.asWritten] : [])]);
    return this.piece(word, 2, slots);
  }

  /** The products one piece of the query matches, with its points for each (its best matching word's). */
  private piece(word: string, budget: number, slots: number): Piece {
    const scores = this.arrays.scores(slots);
    // One or two letters start words of nearly every description: as typed, they look for names only.
    const namesOnly = word.length < 3;
    // With typos possible, the departments of the products the word finds as written (exactly or as a
    // prefix), and those products (a lent array used as flags: a common word finds thousands).
    const departments: boolean[] = [];
    const asWritten = budget > 0 ? this.arrays.scores(slots) : undefined;
    for (const [term, kind] of this.terms.matchingTerms(word, budget)) {
      for (const [slot, field] of this.terms.postingsOf(term, namesOnly && kind === 'prefix') ?? []) {
        let points = field & IN_NAME ? POINTS.name[kind] : POINTS.details[kind];
        if (kind !== 'typo' && asWritten && !asWritten.points[slot]) {
          asWritten.points[slot] = 1;
          asWritten.slots.push(slot);
          departments[this.departmentOf(slot) + 1] = true;
        }
        if (field & IN_NAME && this.terms.isHead(slot, term)) points += POINTS.head;
        if (points > scores.points[slot]) {
          if (!scores.points[slot]) scores.slots.push(slot);
          scores.points[slot] = points;
        }
      }
    }
    if (asWritten?.slots.length)
      for (const slot of scores.slots)
        if (!asWritten.points[slot] && !departments[this.departmentOf(slot) + 1])
          scores.points[slot] = POINTS.typoElsewhere;
    return { scores, asWritten };
  }
}
