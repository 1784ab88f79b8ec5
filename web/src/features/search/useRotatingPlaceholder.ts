import { useEffect, useState } from 'react';

/** Spec 9: the suggestions the home search bar cycles through, typed out one after another. */
export const SEARCH_SUGGESTIONS = [
  'products',
  'jeans',
  'shirt',
  'accessories',
  'mens fashion products',
  'womens fashion products',
  'home products',
  'kitchen products',
  'electronics products',
];
const TYPING_MS = 50;
const SHOWN_MS = 1000;

/** The text typed so far; shoppers who ask for reduced motion see whole words, changing each second. */
export function useRotatingPlaceholder(active: boolean): string {
  const [text, setText] = useState(SEARCH_SUGGESTIONS[0]);
  useEffect(() => {
    if (!active) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    let word = 0;
    let typed = reduced ? SEARCH_SUGGESTIONS[0].length : 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const target = SEARCH_SUGGESTIONS[word];
      if (typed < target.length) {
        typed += 1;
        setText(target.slice(0, typed));
        timer = setTimeout(tick, TYPING_MS);
      } else {
        timer = setTimeout(() => {
          word = (word + 1) % SEARCH_SUGGESTIONS.length;
          typed = reduced ? SEARCH_SUGGESTIONS[word].length : 0;
          setText(SEARCH_SUGGESTIONS[word].slice(0, typed));
          tick();
        }, SHOWN_MS);
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [active]);
  return text;
}
