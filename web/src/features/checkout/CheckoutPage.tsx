import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { AddressFormDialog } from '../addresses/AddressFormDialog';
import { useGetAddressesQuery } from '../addresses/addressApi';
import { BillDetails } from '../cart/BillDetails';
import { useGetCartQuery } from '../cart/cartApi';
import { CartLineItem } from '../cart/CartLineItem';
import { priceChangeShown } from '../cart/cartLineState';
import { cartTotals, UNAVAILABLE_BLOCKER } from '../cart/cartTotals';
import { usePriceNotices } from '../cart/usePriceNotices';
import { DeliveryChoice, modeFor, type DeliveryMode } from '../delivery/DeliveryChoice';
import { useCheckPincodeQuery, useGetQuoteQuery } from '../delivery/deliveryApi';
import { QuoteBill } from '../delivery/QuoteBill';
import { useToast } from '../toasts/useToast';
import { cashLimitNote } from './cashLimitNote';
import { quotedAboveCart } from './quotedAboveCart';
import { unitPricesOf } from './unitPricesOf';
import {
  slotRefusalOf,
  totalChangedOf,
  unitsLimitOf,
  type TotalChangedFigures,
  type UnitsLimit,
} from './checkoutRefusals';
import { usePlaceCashOnDeliveryOrderMutation, useStartCardCheckoutMutation } from '../orders/orderApi';
import type { PlacedOrderState } from './SuccessPage';
import { ReplaceIfMissing } from './ReplaceIfMissing';
import { SubstitutionDefault } from './SubstitutionDefault';
import { choiceOf, NO_SUBSTITUTES, preferencesFor, type SubstitutionState } from './substitutions';
import { TotalConfirmation } from './TotalConfirmation';

/**
 * Spec 2, checkout: choose a saved address (the first by default) or add one, check the items, then pay
 * online or on delivery. The order service prices the order from the catalogue; beside the address the
 * total shown is sent (totalAmt), which the order may not exceed: a changed total is confirmed first.
 * Issue 37: whether the address is served, express or a slot, and the bill the order service quotes
 * for them (fees, 'Add $X more for free delivery'); paying waits while the quote names a problem.
 * Issue 38: whether a missing item may be replaced by a similar one, for the order and per line.
 */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  const toast = useToast();
  const { data: addresses, error: addressError, isLoading: addressesLoading } = useGetAddressesQuery();
  const { data: lines, isLoading: cartLoading } = useGetCartQuery();
  const [chosen, setChosen] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [placeOrder, cashOnDelivery] = usePlaceCashOnDeliveryOrderMutation();
  const [startCheckout, cardCheckout] = useStartCardCheckoutMutation();

  const [refusedTotal, setRefusedTotal] = useState<TotalChangedFigures>();
  const [unitsLimit, setUnitsLimit] = useState<UnitsLimit>();
  const [acceptedPrices, setAcceptedPrices] = useState<string>();
  const [chosenMode, setChosenMode] = useState<DeliveryMode>();
  const [slotRefusal, setSlotRefusal] = useState<string>();
  const [substitutions, setSubstitutions] = useState<SubstitutionState>(NO_SUBSTITUTES);

  const totals = cartTotals(lines);
  const priceChanges = usePriceNotices(lines);
  const addressId = addresses?.some((address) => address._id === chosen) ? chosen : addresses?.[0]?._id;
  const pincode = addresses?.find((address) => address._id === addressId)?.pincode;
  const { data: check, isLoading: checking } = useCheckPincodeQuery(pincode ?? '', { skip: !pincode });
  const mode = modeFor(check, chosenMode);
  const delivery = mode?.kind === 'express' ? { express: true } : mode?.slotId ? { slotId: mode.slotId } : {};
  const substitution = preferencesFor(
    substitutions,
    (lines ?? []).map((line) => line.productId._id),
  );
  const { data: quote, isFetching: quoting } = useGetQuoteQuery(
    { addressId: addressId ?? '', ...delivery, cartKey: `${cartKeyOf(lines)}|${unitPricesOf(lines)}` },
    // Asked once the address's zone is known (express or a slot), not before with neither.
    { skip: !addressId || !lines?.length || checking },
  );
  // Without a quote (none yet, or an order service that has none) the cart's own sums are the bill, as they
  // are while a line cannot be bought: they leave it out, and the quote (asked before) counted it.
  const bill = totals.unavailable === 0 ? quote : undefined;
  const total = bill?.totalAmt ?? totals.total;
  // New prices are paid only once the shopper accepts them (again if they change more; not for quantities):
  // a change shown on a line, the server's refusal, or a bill that prices a line above what it shows.
  const totalChanged =
    Boolean(refusedTotal) ||
    (lines ?? []).some((line) => priceChangeShown(line, priceChanges)) ||
    quotedAboveCart(lines, bill);
  const prices = `${unitPricesOf(lines)}|${total}`;
  const busy = cashOnDelivery.isLoading || cardCheckout.isLoading || cardCheckout.isSuccess;
  const problem = quote?.problems[0]?.message;
  // Paying waits until the bill on screen is the one the order will be priced at: the buttons never flash
  // enabled between the address's zone and its quote (a click there would be lost or priced without them).
  const settling = cartLoading || addressesLoading || checking || quoting;
  const blocker = settling
    ? 'Working out your bill…'
    : totals.unavailable > 0
      ? UNAVAILABLE_BLOCKER
      : totals.quantity === 0
        ? 'Your cart is empty.'
        : !addressId
          ? 'Add a delivery address to continue.'
          : check && !check.serviceable
            ? check.message
            : mode?.kind === 'slot' && !mode.slotId
              ? 'Choose a delivery slot to continue.'
              : problem
                ? problem
                : totalChanged && acceptedPrices !== prices
                  ? 'Accept the new total to continue.'
                  : undefined;
  const chooseMode = (next: DeliveryMode) => {
    setChosenMode(next);
    setSlotRefusal(undefined);
  };

  /** Keeps a refusal the shopper resolves on this screen: a raised total to accept, a line to lower. */
  const noteRefusal = (error: unknown) => {
    const changed = totalChangedOf(error, total);
    if (changed) {
      setRefusedTotal(changed);
      setAcceptedPrices(undefined);
    }
    setSlotRefusal(slotRefusalOf(error));
    setUnitsLimit(unitsLimitOf(error) ?? unitsLimit);
  };

  const payOnDelivery = async () => {
    if (!addressId) return;
    const result = await placeOrder({ addressId, totalAmt: total, ...delivery, substitution });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate('/success', { state: { text: 'Order', orderId: result.data.data.orderId } satisfies PlacedOrderState });
    } else {
      noteRefusal(result.error);
    }
  };

  const payOnline = async () => {
    if (!addressId) return;
    const loading = toast.loading('Redirecting to payment...');
    const result = await startCheckout({ addressId, totalAmt: total, ...delivery, substitution });
    if ('data' in result && result.data) {
      window.location.assign(result.data.url);
    } else {
      toast.dismiss(loading);
      noteRefusal(result.error);
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[1fr_380px]">
      <section aria-labelledby="address-heading" className="flex flex-col gap-3">
        <h1 className="text-xl font-semibold">Checkout</h1>
        <h2 id="address-heading" className="text-lg font-semibold">
          Choose your address
        </h2>
        {addressError ? (
          <p role="alert" className="text-red-600">
            {errorMessage(addressError)}
          </p>
        ) : addressesLoading ? (
          <Skeleton className="h-28 w-full" />
        ) : (
          <fieldset className="grid gap-3">
            <legend className="sr-only">Delivery address</legend>
            {addresses?.map((address) => (
              <label
                key={address._id}
                className={`flex cursor-pointer gap-3 rounded-lg border bg-white p-4 ${address._id === addressId ? 'border-green-700 ring-1 ring-green-700' : 'border-neutral-300 hover:border-neutral-400'}`}
              >
                <input
                  type="radio"
                  name="address"
                  value={address._id}
                  checked={address._id === addressId}
                  onChange={() => setChosen(address._id)}
                  className="mt-1 size-4 shrink-0 self-start accent-green-700"
                />
                <span className="text-sm leading-6">
                  <span className="block font-medium">{address.address_line}</span>
                  <span className="block">{address.city}</span>
                  <span className="block">{address.state}</span>
                  <span className="block">
                    {address.country} - {address.pincode}
                  </span>
                  <span className="block">{address.mobile}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="flex h-16 items-center justify-center rounded-lg border-2 border-dashed border-neutral-300 bg-neutral-50 font-medium text-neutral-700 hover:border-green-700 hover:text-green-800"
        >
          Add address
        </button>
        <AddressFormDialog open={adding} onClose={() => setAdding(false)} />
        {pincode && <DeliveryChoice pincode={pincode} mode={mode} onMode={chooseMode} />}
        <SubstitutionDefault
          value={substitutions.default}
          onChange={(choice) => setSubstitutions((state) => ({ ...state, default: choice }))}
        />
      </section>

      <aside
        aria-labelledby="summary-heading"
        className="flex h-fit flex-col gap-4 rounded-xl bg-neutral-50 p-4 lg:sticky lg:top-24"
      >
        <h2 id="summary-heading" className="text-lg font-semibold">
          Summary
        </h2>
        <ul aria-label="Items" className="flex flex-col gap-3 rounded-lg bg-white p-3">
          {lines?.map((line) => (
            <CartLineItem
              key={line._id}
              line={line}
              priceChange={priceChanges[line._id]}
              notice={cashLimitNote(line, unitsLimit)}
            >
              <ReplaceIfMissing
                name={line.productId.name}
                value={choiceOf(substitutions, line.productId._id)}
                onChange={(choice) =>
                  setSubstitutions((state) => ({ ...state, lines: { ...state.lines, [line.productId._id]: choice } }))
                }
              />
            </CartLineItem>
          ))}
        </ul>
        {bill ? (
          <div aria-busy={quoting} className={quoting ? 'opacity-70' : ''}>
            <QuoteBill quote={bill} quantity={totals.quantity} undiscounted={totals.undiscounted} />
          </div>
        ) : (
          <BillDetails totals={totals} title="Bill details" specQuantity />
        )}
        {slotRefusal && (
          <p
            role="alert"
            className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
          >
            {slotRefusal} Here is your bill as it stands now: choose another slot or express and order again.
          </p>
        )}
        {totalChanged && (
          <TotalConfirmation
            total={total}
            refused={refusedTotal}
            accepted={acceptedPrices === prices}
            settling={settling}
            onAccept={(accepted) => setAcceptedPrices(accepted ? prices : undefined)}
          />
        )}
        {blocker && (
          <p id="pay-blocker" className="text-sm text-neutral-700">
            {blocker}
          </p>
        )}
        <div className="flex flex-col gap-3">
          <button
            type="button"
            disabled={Boolean(blocker) || busy}
            aria-describedby={blocker ? 'pay-blocker' : undefined}
            onClick={payOnline}
            className="h-12 rounded-lg bg-green-700 font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Online Payment
          </button>
          <button
            type="button"
            disabled={Boolean(blocker) || busy}
            aria-describedby={blocker ? 'pay-blocker' : undefined}
            onClick={payOnDelivery}
            className="h-12 rounded-lg border-2 border-green-700 font-semibold text-green-800 hover:bg-green-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-50"
          >
            {cashOnDelivery.isLoading ? 'Placing your order...' : 'Cash on Delivery'}
          </button>
        </div>
      </aside>
    </div>
  );
}

/** The cart's lines and quantities as one string: the quote is asked again when they (or their prices) change. */
const cartKeyOf = (lines: { _id: string; quantity: number }[] | undefined) =>
  (lines ?? []).map((line) => `${line._id}:${line.quantity}`).join(',');
