import { errorMessage } from '../../api/errors';
import { Skeleton } from '../../components/Skeleton';
import { formatMoney } from '../../lib/money';
import { useCheckPincodeQuery, useGetSlotsQuery } from './deliveryApi';
import type { PincodeCheck } from '../../api/types';
import { SlotPicker } from './SlotPicker';

/** How the shopper wants the order: express, or in a slot (chosen or still to choose). */
export type DeliveryMode = { kind: 'express' } | { kind: 'slot'; slotId?: string };

/** The mode the quote and the order are asked with; undefined until the address's zone is known. */
export function modeFor(check: PincodeCheck | undefined, chosen: DeliveryMode | undefined): DeliveryMode | undefined {
  if (!check) return undefined;
  if (chosen?.kind === 'express' && check.express) return chosen;
  if (chosen?.kind === 'slot') return chosen;
  return check.express ? { kind: 'express' } : { kind: 'slot' };
}

/**
 * Issue 37, checkout: whether the chosen address is served, and how it is delivered: express with its
 * ETA, or a slot (the slot picker). `mode` is the one in force (modeFor); the page keeps the choice.
 */
export function DeliveryChoice({
  pincode,
  mode,
  onMode,
}: {
  pincode: string;
  mode: DeliveryMode | undefined;
  onMode: (mode: DeliveryMode) => void;
}) {
  const { data: check, error, isLoading } = useCheckPincodeQuery(pincode);
  const served = check?.serviceable;
  const { data: slots, isLoading: slotsLoading } = useGetSlotsQuery(pincode, { skip: !served });
  const hasSlots = (slots?.length ?? 0) > 0;

  return (
    <section aria-labelledby="delivery-heading" className="flex flex-col gap-3">
      <h2 id="delivery-heading" className="text-lg font-semibold">
        Delivery
      </h2>
      {isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : error ? (
        // The bill's quote says what stops the order; a delivery service not reached leaves the spec's checkout.
        <p className="text-sm text-neutral-600">Delivery options cannot be shown right now ({errorMessage(error)}).</p>
      ) : check && !served ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {check.message}. Choose or add an address we deliver to.
        </p>
      ) : check ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">How should we deliver?</legend>
          <p className="text-sm text-green-800">
            We deliver to {pincode}
            {check.zone && <span className="text-neutral-700"> · {check.zone.name}</span>}
          </p>
          {check.express && (
            <label
              className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-white p-3 text-sm ${mode?.kind === 'express' ? 'border-green-700 ring-1 ring-green-700' : 'border-neutral-300'}`}
            >
              <input
                type="radio"
                name="delivery-mode"
                checked={mode?.kind === 'express'}
                onChange={() => onMode({ kind: 'express' })}
                className="size-4 accent-green-700"
              />
              <span>
                <span className="block font-semibold">Express</span>
                <span className="block text-neutral-700">Delivery in about {check.express.etaMinutes} minutes</span>
              </span>
            </label>
          )}
          {(hasSlots || slotsLoading) && (
            <label
              className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-white p-3 text-sm ${mode?.kind === 'slot' ? 'border-green-700 ring-1 ring-green-700' : 'border-neutral-300'}`}
            >
              <input
                type="radio"
                name="delivery-mode"
                checked={mode?.kind === 'slot'}
                onChange={() => onMode({ kind: 'slot', slotId: mode?.kind === 'slot' ? mode.slotId : undefined })}
                className="size-4 accent-green-700"
              />
              <span>
                <span className="block font-semibold">Choose a delivery slot</span>
                <span className="block text-neutral-700">Today or the next two days</span>
              </span>
            </label>
          )}
          {mode?.kind === 'slot' &&
            (slotsLoading ? (
              <Skeleton className="h-24 w-full" />
            ) : (
              <SlotPicker
                slots={slots ?? []}
                selected={mode.slotId}
                onSelect={(slot) => onMode({ kind: 'slot', slotId: slot._id })}
              />
            ))}
          {mode?.kind === 'slot' && mode.slotId && slots && <ChosenSlotFee slotId={mode.slotId} slots={slots} />}
        </fieldset>
      ) : null}
    </section>
  );
}

function ChosenSlotFee({ slotId, slots }: { slotId: string; slots: { _id: string; fee: number }[] }) {
  const slot = slots.find((candidate) => candidate._id === slotId);
  if (!slot || slot.fee <= 0) return null;
  return <p className="text-sm text-neutral-700">This slot costs {formatMoney(slot.fee)} more.</p>;
}
