import { useId } from 'react';
import { ProductImage } from '../../components/ProductImage';
import { formatMoney, formatPrice } from '../../lib/money';
import { formatQuantity, isSoldByWeight } from '../../lib/weight';
import { minusMoney } from '../orders/adjustmentText';
import { missingOf, type LineState, type PackedOrderLine } from './packState';
import { CountControls } from './CountControls';
import { OUTLINE_BUTTON, SUBSTITUTE_BUTTON } from './packingButtons';
import { weighedNote } from './weighedNote';
import { WeightControls } from './WeightControls';

/**
 * One line as the packer works it at the shelf: what and how many were ordered, whether the shopper
 * allows a replacement, then "All packed" or the count found with − / +, and "Substitute" where allowed.
 * A line sold by weight (issue 38) is weighed instead: its weight in kg, or "Not on the shelf", and
 * "Substitute" while it is not packed.
 */
export function PackLineCard({
  line,
  state,
  charge,
  weighed,
  onPacked,
  onTypedWeight,
  onNotOnShelf,
  onSubstitute,
  onRemoveSubstitute,
}: {
  line: PackedOrderLine;
  state: LineState | undefined;
  /** What the chosen substitute is charged (the rule of packTotal). */
  charge: number;
  /** What the weight typed changed on the bill (packTotal's weighedChange); undefined until weighed. */
  weighed?: number;
  onPacked: (packed: number) => void;
  onTypedWeight: (typed: string) => void;
  onNotOnShelf: (notOnShelf: boolean) => void;
  onSubstitute: () => void;
  onRemoveSubstitute: () => void;
}) {
  const titleId = useId();
  const name = line.product_details.name;
  const packed = state?.packed;
  const missing = missingOf(line, state);
  const substitute = state?.substitute;
  const similar = line.substitution === 'SIMILAR';
  const byWeight = isSoldByWeight(line);
  // What this line does to the bill: units short, or by weight none packed or the weight's difference.
  const note =
    missing > 0
      ? substitute
        ? undefined
        : byWeight
          ? `Not packed · ${minusMoney(line.lineTotal)}`
          : `${missing} short · ${minusMoney(missing * line.unitPrice)}`
      : state?.weight !== undefined && weighed !== undefined
        ? weighedNote(line, state.weight, weighed)
        : undefined;

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
            Ordered <strong className="text-lg tabular-nums">{formatQuantity(line.quantity, line.sellBy)}</strong>
            <span className="text-neutral-600">
              {' '}
              · {byWeight ? formatPrice(line.unitPrice, 'weight') : `${formatMoney(line.unitPrice)} each`}
            </span>
          </p>
          <p
            className={`mt-1 inline-block rounded-full px-2 py-0.5 text-sm font-medium ${similar ? 'bg-green-100 text-green-900' : 'bg-neutral-100 text-neutral-800'}`}
          >
            {similar ? 'Replace with similar' : "Don't replace"}
          </p>
        </div>
      </div>
      {byWeight ? (
        <WeightControls name={name} state={state} onTyped={onTypedWeight} onNotOnShelf={onNotOnShelf} />
      ) : (
        <CountControls line={line} packed={packed} onPacked={onPacked} />
      )}
      {note && <p className="rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-950">{note}</p>}
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
      {similar && !substitute && !(byWeight && packed === 1) && (
        <button type="button" aria-label={`Substitute ${name}`} onClick={onSubstitute} className={SUBSTITUTE_BUTTON}>
          Substitute
        </button>
      )}
    </article>
  );
}
