/**
 * Pack sizes as the shop compares them (issue 36): "rice 5 kg", "milk 1l" and "atta 10kg" name a size the
 * products' units give in their own writing ("5 kg", "1 l", "6 x 1 l"), so both are brought to grams,
 * millilitres or pieces (1l = 1 L = 1000 ml, 1kg = 1000 g) and the exact size ranks first.
 */
export type Measure = 'g' | 'ml' | 'pc';

export interface PackSize {
  measure: Measure;
  amount: number;
}

const UNITS: Record<string, [Measure, number]> = {
  g: ['g', 1],
  gm: ['g', 1],
  gms: ['g', 1],
  gram: ['g', 1],
  grams: ['g', 1],
  kg: ['g', 1000],
  kgs: ['g', 1000],
  kilo: ['g', 1000],
  kilos: ['g', 1000],
  ml: ['ml', 1],
  l: ['ml', 1000],
  lt: ['ml', 1000],
  ltr: ['ml', 1000],
  litre: ['ml', 1000],
  litres: ['ml', 1000],
  liter: ['ml', 1000],
  liters: ['ml', 1000],
  pc: ['pc', 1],
  pcs: ['pc', 1],
  piece: ['pc', 1],
  pieces: ['pc', 1],
};

/** A product's unit as a size: "500 g", "1 l", "6 x 1 l" (six litres); none for "1 pack" or "25 bags". */
export function packSize(unit: string | undefined): PackSize | undefined {
  const found = /^\s*(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(unit ?? '');
  const known = found && UNITS[found[3].toLowerCase()];
  if (!found || !known) return undefined;
  return { measure: known[0], amount: Number(found[1] ?? 1) * Number(found[2]) * known[1] };
}

/**
 * A name without the pack it ends with ("Fresho Onion 500 g", "Lumo LED Bulb 9W (Silver), 2 pcs"): the
 * unit matches the size asked for, compared as a size; as words of the name, "500g" would be taken
 * for a product word and "onion 500g" not read as a size.
 */
export function nameWithoutUnit(name: string, unit: string): string {
  const pack = unit.trim();
  if (!pack || !name.endsWith(pack) || name.length === pack.length) return name;
  return name.slice(0, -pack.length).replace(/[\s,]+$/, '');
}

/**
 * The size a query names, and its other words: "5 kg" or "5kg" after or among the words. A query of a
 * size alone keeps it as words (nothing else to look for), and so does a joined one that `isProductWord`
 * (a word of the catalogue, as "5g" in "5G Smartphone").
 */
export function sizeInQuery(
  words: string[],
  isProductWord: (word: string) => boolean = () => false,
): { words: string[]; size?: PackSize } {
  for (let i = 0; i < words.length; i++) {
    const joined = isProductWord(words[i]) ? null : /^(\d+)([a-z]+)$/.exec(words[i]);
    const [count, unit, taken] = joined
      ? [joined[1], joined[2], 1]
      : /^\d+$/.test(words[i]) && i + 1 < words.length
        ? [words[i], words[i + 1], 2]
        : [undefined, undefined, 0];
    const known = unit === undefined ? undefined : UNITS[unit];
    if (!known || count === undefined) continue;
    const rest = [...words.slice(0, i), ...words.slice(i + taken)];
    if (!rest.length) return { words };
    return { words: rest, size: { measure: known[0], amount: Number(count) * known[1] } };
  }
  return { words };
}

/**
 * How near a product's size is to the one asked for, 1 for the same size down towards 0 as it is
 * further away (by ratio: 1 kg is as near 2 kg as 500 g is); 0 for another measure or none.
 */
export function sizeNearness(wanted: PackSize, measure: Measure | undefined, amount: number): number {
  if (measure !== wanted.measure || !amount) return 0;
  return 1 / (1 + Math.abs(Math.log2(amount / wanted.amount)));
}
