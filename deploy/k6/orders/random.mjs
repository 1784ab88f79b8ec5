// A seeded pseudo-random source (mulberry32), so a given seed always writes the same history: two runs
// of the benchmark measure the same shop.

export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low, high) => low + next() * (high - low);
  const int = (low, high) => Math.floor(between(low, high + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const hex = (length) => {
    let out = '';
    while (out.length < length)
      out += Math.floor(next() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, length);
  };
  /** A standard normal draw (Box-Muller). */
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, between, int, pick, hex, normal };
}

/** Draws indexes in proportion to `weights` (binary search over the running sums). */
export function weightedPicker(weights, random) {
  const sums = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, index) => (sums[index] = total += weight));
  return () => {
    const target = random.next() * total;
    let [low, high] = [0, sums.length - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sums[middle] > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
