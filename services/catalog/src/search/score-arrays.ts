/**
 * Points per product slot, dense (0: not reached; every match earns at least one point), and the slots
 * reached, in the order reached. Dense arrays, not maps: a common word matches thousands of products.
 */
export interface Scores {
  points: Float64Array;
  slots: number[];
}

/**
 * Zeroed point arrays by product slot, lent for one search and given back zeroed (only the slots it
 * touched are cleared). A search is synchronous, so a handful serve them all: allocating 8 bytes per product
 * for each word of each search kept the garbage collector going through the catalog's whole heap (at
 * 50,000 products, a tenth of its time under load).
 */
export class ScoreArrays {
  private readonly free: Float64Array[] = [];

  /** Empty scores for `size` slots. */
  scores(size: number): Scores {
    const points = this.free.pop();
    return { points: points && points.length >= size ? points : new Float64Array(withRoom(size)), slots: [] };
  }

  giveBack(scores: Scores[]): void {
    for (const { points, slots } of scores) {
      for (const slot of slots) points[slot] = 0;
      this.free.push(points);
    }
  }
}

/** Room for products added later, so a growing catalogue does not allocate on every search. */
function withRoom(size: number): number {
  return Math.ceil(size * 1.25) + 64;
}
