import { useEffect, useState, type FormEvent } from 'react';
import { OUTLINE_BUTTON } from './packingButtons';

/**
 * The packer types the Order No on the ticket in hand: the queue shows the 50 most urgent orders, and
 * any other waiting order is found this way.
 */
export function FindOrderForm({ initial, onFind }: { initial: string; onFind: (orderNo: string) => void }) {
  const [value, setValue] = useState(initial);
  // Back, forward and "Show the whole queue" change the lookup without the form: the field follows.
  useEffect(() => setValue(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFind(value.trim());
  };
  return (
    <form role="search" aria-label="Find an order" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium text-neutral-800">
        Order No
        <input
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="ORD-…"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-h-12 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-base font-normal focus:border-green-700"
        />
      </label>
      <button type="submit" className={OUTLINE_BUTTON}>
        Find
      </button>
    </form>
  );
}
