/**
 * The newest version announced of each product, so that an announcement arriving after a newer one is
 * left out: each leaves the catalog when its write is done, from whichever replica made it, so they
 * can arrive out of order, and a page shows the figures of the last one it received. Bounded: past
 * `capacity` the product heard of longest ago is forgotten (its next announcement passes, whatever its
 * version).
 */
export class NewestVersions {
  private readonly newest = new Map<string, number>();

  constructor(private readonly capacity: number) {}

  /** Records `version` of `key` and answers whether it is newer than every one seen (a repeat is not). */
  isNewest(key: string, version: number): boolean {
    const seen = this.newest.get(key);
    if (seen !== undefined && seen >= version) return false;
    // Re-inserted, so the map's order is the order last heard of.
    this.newest.delete(key);
    this.newest.set(key, version);
    if (this.newest.size > this.capacity) this.newest.delete(this.newest.keys().next().value!);
    return true;
  }
}
