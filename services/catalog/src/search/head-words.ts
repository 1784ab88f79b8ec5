import { wordsOf } from './search-terms';

/**
 * Words a figure is measured in ("128 GB", "10000 mAh", "15.6 inch", "4 Socket"): with the figure
 * they state a size or a spec, never what the product is.
 */
const MEASURES = new Set([
  ...['g', 'gm', 'kg', 'ml', 'l', 'ltr', 'pc', 'pcs', 'x', 'in', 'inch', 'mm', 'cm'],
  ...['gb', 'tb', 'mb', 'ram', 'mah', 'w', 'h', 'hz', 'mp', 'dpi', 'port', 'socket', 'slice'],
]);

/**
 * The words of a name that may name the product, in order: the name before a bracket or a "with"
 * (a colour, an edition, what comes with it), without figures and the measures after them
 * ("Nova 5G Smartphone 128 GB (Silver)": nova, smartphone). English names put the thing last
 * ("Ginger Ale" is an ale), so the last of these heads the name (term-index.ts `isHead`).
 */
export function headWords(name: string): string[] {
  const words: string[] = [];
  let afterFigure = false;
  for (const word of wordsOf(name.split(/[([]|\bwith\b/i)[0])) {
    const figure = /\d/.test(word);
    if (!figure && !(afterFigure && MEASURES.has(word))) words.push(word);
    afterFigure = figure || (afterFigure && MEASURES.has(word));
  }
  return words;
}
