import { useId, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { Dialog } from '../../components/Dialog';
import { MinusIcon, PlusIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { Spinner } from '../../components/Spinner';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { discountedPrice, formatMoney } from '../../lib/money';
import { formatKg, isSoldByWeight } from '../../lib/weight';
import { useFindSubstitutesQuery } from './packingApi';
import type { ChosenSubstitute, PackedOrderLine } from './packState';
import { OUTLINE_BUTTON, PRIMARY_BUTTON, STEP_BUTTON } from './packingButtons';

/**
 * "Substitute": the shop's search (in stock only) to find what goes in the line's place, then how many;
 * the charge is capped at what the replaced units cost, so the note says what the shopper pays at most.
 */
export function SubstitutePicker({
  line,
  replaces,
  taken,
  onChoose,
  onClose,
}: {
  line: PackedOrderLine | null;
  /** Units the substitute stands in for (all of them when the line was not short yet). */
  replaces: number;
  /** Products no substitute may be: the order's own, and those replacing its other lines. */
  taken: ReadonlySet<string>;
  onChoose: (substitute: ChosenSubstitute) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={Boolean(line)}
      onClose={onClose}
      title={line ? `Substitute for ${line.product_details.name}` : 'Substitute'}
      className="w-full max-w-md"
    >
      {line && <Picker line={line} replaces={replaces} taken={taken} onChoose={onChoose} onClose={onClose} />}
    </Dialog>
  );
}

type Found = ChosenSubstitute['product'];

function Picker({
  line,
  replaces,
  taken,
  onChoose,
  onClose,
}: {
  line: PackedOrderLine;
  replaces: number;
  taken: ReadonlySet<string>;
  onChoose: (substitute: ChosenSubstitute) => void;
  onClose: () => void;
}) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const { data, error, isFetching } = useFindSubstitutesQuery(search, { skip: search.length < 2 });
  const [picked, setPicked] = useState<Found>();
  const [quantity, setQuantity] = useState(replaces);
  // The server refuses a product the order has, or one already replacing another line; a substitute
  // is counted in units, so a product sold by weight (counted in kg) is not offered.
  const found = (data ?? []).filter((product) => !taken.has(product._id) && !isSoldByWeight(product));
  // A line sold by weight is replaced whole: the customer pays at most what it cost.
  const byWeight = isSoldByWeight(line);
  const mostCharged = byWeight ? line.lineTotal : line.unitPrice * replaces;
  const most = picked ? Math.max(1, picked.stock) : replaces;

  const pick = (product: Found) => {
    setPicked(product);
    setQuantity(Math.max(1, Math.min(replaces, product.stock)));
  };

  return (
    <div className="grid gap-3 overflow-y-auto p-4">
      <p className="text-neutral-700">
        Replaces {byWeight ? `${formatKg(line.quantity)} of` : `${replaces} ×`} {line.product_details.name}; the
        customer pays at most {formatMoney(mostCharged)} for it.
      </p>
      <div className="grid gap-1">
        <label htmlFor={fieldId} className="font-medium">
          Search the shop
        </label>
        <input
          id={fieldId}
          type="search"
          value={text}
          autoFocus
          autoComplete="off"
          placeholder="e.g. butter"
          onChange={(event) => setText(event.target.value)}
          className="h-12 rounded-md border border-neutral-300 bg-neutral-50 px-3 text-base outline-none focus:border-amber-500 focus:bg-white"
        />
      </div>
      <div aria-live="polite" className="text-sm text-neutral-700">
        {isFetching ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="h-4 w-4" /> Searching…
          </span>
        ) : error ? (
          <span role="alert" className="text-red-700">
            {errorMessage(error)}
          </span>
        ) : search.length >= 2 && data ? (
          found.length ? (
            `${found.length} found`
          ) : (
            'Nothing in stock matches; try another word.'
          )
        ) : null}
      </div>
      {found.length > 0 && (
        <ul aria-label="Products found" className="grid gap-2">
          {found.map((product) => {
            const chosen = picked?._id === product._id;
            return (
              <li key={product._id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => pick(product)}
                  className={`flex min-h-16 w-full items-center gap-3 rounded-lg p-2 text-left ring-1 ${chosen ? 'bg-green-50 ring-2 ring-green-700' : 'ring-neutral-200 hover:bg-neutral-50'}`}
                >
                  <ProductImage
                    product={product}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 shrink-0 rounded-md border border-neutral-200 object-contain"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium [overflow-wrap:anywhere]">{product.name}</span>
                    <span className="block text-sm text-neutral-700">
                      {product.unit} · {formatMoney(discountedPrice(product.price, product.discount))} · {product.stock}{' '}
                      in stock
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {picked && (
        <div role="group" aria-label="How many" className="flex items-center justify-between gap-3">
          <span className="font-medium">How many</span>
          <span className="flex items-center gap-2">
            <button
              type="button"
              aria-label="One fewer"
              disabled={quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
              className={STEP_BUTTON}
            >
              <MinusIcon className="h-5 w-5" />
            </button>
            <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold tabular-nums">
              {quantity}
            </output>
            <button
              type="button"
              aria-label="One more"
              disabled={quantity >= most}
              onClick={() => setQuantity(quantity + 1)}
              className={STEP_BUTTON}
            >
              <PlusIcon className="h-5 w-5" />
            </button>
          </span>
        </div>
      )}
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <button type="button" onClick={onClose} className={OUTLINE_BUTTON}>
          Back
        </button>
        <button
          type="button"
          disabled={!picked}
          onClick={() => picked && onChoose({ product: picked, quantity })}
          className={PRIMARY_BUTTON}
        >
          Use this substitute
        </button>
      </div>
    </div>
  );
}
