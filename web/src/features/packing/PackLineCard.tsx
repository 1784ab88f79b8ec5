import { useId } from 'react';
import { MinusIcon, PlusIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { formatMoney } from '../../lib/money';
import { minusMoney } from '../orders/adjustmentText';
import { missingOf, type LineState, type PackedOrderLine } from './packState';
import { OUTLINE_BUTTON, STEP_BUTTON, SUBSTITUTE_BUTTON } from './packingButtons';

/**
 * One line as the packer works it at the shelf: what and how many were ordered, whether the shopper
 * allows a replacement, then "All packed" or the count found with − / +, and "Substitute" where allowed.
 */
export function PackLineCard({
  line,
  state,
  charge,
  onPacked,
  onSubstitute,
  onRemoveSubstitute,
}: {
  line: PackedOrderLine;
  state: LineState | undefined;
  /** What the chosen substitute is charged (the rule of packTotal). */
  charge: number;
  onPacked: (packed: number) => void;
  onSubstitute: () => void;
  onRemoveSubstitute: () => void;
}) {
  const titleId = useId();
  const name = line.product_details.name;
  const packed = state?.packed;
  const missing = missingOf(line, state);
  const substitute = state?.substitute;
  const similar = line.substitution === 'SIMILAR';
  const allPacked = packed === line.quantity;

  return (
    <article
      aria-labelledby={titleId}
      className={`grid gap-3 rounded-xl bg-white p-3 ring-1 sm:p-4 ${packed === undefined ? 'ring-neutral-200' : missing > 0 ? 'ring-2 ring-amber-400' : 'ring-2 ring-green-600'}`}
    >
      <div className="flex gap-3">
        <ProductImage
          product={line.product_details}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          className="h-18 w-18 shrink-0 rounded-md border border-neutral-200 object-contain"
        />
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
            {name}
          </h2>
          <p className="text-neutral-800">
            Ordered <strong className="text-lg tabular-nums">{line.quantity}</strong>
            <span className="text-neutral-600"> · {formatMoney(line.unitPrice)} each</span>
          </p>
          <p
            className={`mt-1 inline-block rounded-full px-2 py-0.5 text-sm font-medium ${similar ? 'bg-green-100 text-green-900' : 'bg-neutral-100 text-neutral-800'}`}
          >
            {similar ? 'Replace with similar' : "Don't replace"}
          </p>
        </div>
      </div>
      {/* All packed on a row of its own, the count below it spread across: each a full thumb's width. */}
      <div className="grid gap-2">
        <button
          type="button"
          aria-pressed={allPacked}
          aria-label={`All ${line.quantity} packed: ${name}`}
          onClick={() => onPacked(line.quantity)}
          className={`min-h-12 rounded-lg px-4 py-2 font-semibold ${allPacked ? 'bg-green-700 text-white' : 'border border-green-700 bg-white text-green-800 hover:bg-green-50'}`}
        >
          ✓ All {line.quantity} packed
        </button>
        <div
          role="group"
          aria-label={`Packed count of ${name}`}
          className="grid grid-cols-[3rem_1fr_3rem] items-center gap-2"
        >
          <button
            type="button"
            aria-label={`One fewer ${name}`}
            disabled={packed === 0}
            onClick={() => onPacked((packed ?? line.quantity) - 1)}
            className={STEP_BUTTON}
          >
            <MinusIcon className="h-5 w-5" />
          </button>
          <output aria-live="polite" className="text-center tabular-nums">
            {packed === undefined ? (
              <span className="text-neutral-600">Not checked yet</span>
            ) : (
              <span className="font-semibold">
                {packed} of {line.quantity} packed
              </span>
            )}
          </output>
          <button
            type="button"
            aria-label={`One more ${name}`}
            disabled={packed === undefined ? false : packed >= line.quantity}
            onClick={() => onPacked(packed === undefined ? line.quantity : packed + 1)}
            className={STEP_BUTTON}
          >
            <PlusIcon className="h-5 w-5" />
          </button>
        </div>
      </div>
      {missing > 0 && !substitute && (
        <p className="rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-950">
          {missing} short · {minusMoney(missing * line.unitPrice)}
        </p>
      )}
      {substitute && (
        <div className="grid gap-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950">
          <p>
            Substitute: <strong className="[overflow-wrap:anywhere]">{substitute.product.name}</strong> ×
            {substitute.quantity} · charged {formatMoney(charge)}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              aria-label={`Change substitute for ${name}`}
              onClick={onSubstitute}
              className={OUTLINE_BUTTON}
            >
              Change
            </button>
            <button
              type="button"
              aria-label={`Remove substitute for ${name}`}
              onClick={onRemoveSubstitute}
              className={OUTLINE_BUTTON}
            >
              Remove
            </button>
          </div>
        </div>
      )}
      {similar && !substitute && (
        <button type="button" aria-label={`Substitute ${name}`} onClick={onSubstitute} className={SUBSTITUTE_BUTTON}>
          Substitute
        </button>
      )}
    </article>
  );
}
