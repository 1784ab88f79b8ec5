import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetSubCategoriesQuery } from '../catalog/catalogApi';
import { comboboxKey } from './comboboxKeys';
import { useSuggestQuery } from './searchApi';
import { SuggestionList } from './SuggestionList';
import { optionPath, suggestionOptions } from './suggestionOptions';
import { useDebouncedValue } from '../../components/useDebouncedValue';

/** Suggestions start at two characters (the API answers nothing for fewer) and wait for a pause in typing. */
const MIN_CHARACTERS = 2;
const SUGGEST_DEBOUNCE_MS = 150;

/** Marks the URL changes the input makes itself, so it follows only the others (Did you mean, Back). */
const TYPED = { typed: true };

/**
 * Spec 2: on /search the bar is the input, focused, and every change updates ?q= (replacing the history
 * entry, so Back leaves the search instead of stepping through each letter; the filters stay).
 * Issue 22: an ARIA combobox listing up to 5 products and 3 categories for what is typed; the arrow keys
 * go through them, Enter opens the highlighted one (or keeps the results for the text), Escape closes.
 */
export function SearchCombobox({ className, children }: { className: string; children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const urlText = params.get('q') ?? '';
  const [text, setText] = useState(urlText);
  const [active, setActive] = useState(-1);
  // Closed until the shopper types: a reload or a shared link shows the results, not a list over them.
  const [dismissed, setDismissed] = useState(true);
  const listboxId = useId();

  // The text follows ?q= when something else changed it; the input's own changes it already shows.
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (!(location.state as typeof TYPED | null)?.typed) setText(urlText);
  }

  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { currentData } = useSuggestQuery(query, { skip: query.length < MIN_CHARACTERS });
  const { data: subCategories } = useGetSubCategoriesQuery();
  const options = text.trim().length >= MIN_CHARACTERS ? suggestionOptions(currentData) : [];
  const open = !dismissed && options.length > 0;

  const type = (value: string) => {
    setText(value);
    setActive(-1);
    setDismissed(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('q', value);
        return next;
      },
      { replace: true, state: TYPED },
    );
  };

  const choose = (index: number) => {
    setDismissed(true);
    navigate(optionPath(options[index], subCategories));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = comboboxKey({ open, active }, event.key, options.length);
    if (step.handled) event.preventDefault();
    setActive(step.state.active);
    setDismissed(!step.state.open);
    if (step.action === 'choose') choose(active);
  };

  return (
    <div className="relative w-full">
      <div role="search" className={className}>
        {children}
        <label htmlFor="search-input" className="sr-only">
          Search products
        </label>
        <input
          id="search-input"
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listboxId}-${active}` : undefined}
          autoFocus
          autoComplete="off"
          placeholder="Search products."
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissed(true)}
          className="framed-field h-full w-full bg-transparent text-neutral-800 outline-none placeholder:text-neutral-500"
        />
      </div>
      <SuggestionList
        id={listboxId}
        open={open}
        options={options}
        active={active}
        onHover={setActive}
        onChoose={choose}
      />
    </div>
  );
}
