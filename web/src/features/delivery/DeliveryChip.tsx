import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { Dialog } from '../../components/Dialog';
import { PinIcon } from '../../components/Icons';
import { TextField } from '../../components/TextField';
import { isPincode, useCheckPincodeQuery } from './deliveryApi';
import { useDeliveryPincode } from './usePincode';

/**
 * Issue 37, the header on every page: where and how fast the shop delivers, first thing, as
 * quick-commerce shops do ('Delivery in 30 minutes · 560001'), or 'Choose your pincode'. A guest sets
 * a pincode in a small dialog (kept on the device); a signed-in shopper's default address sets it.
 * A pincode the shop does not serve says so at once, before anything is in the cart.
 */
export function DeliveryChip({ className = '' }: { className?: string }) {
  const { pincode, fromAddress, store } = useDeliveryPincode();
  const [open, setOpen] = useState(false);
  const { data: check, isFetching } = useCheckPincodeQuery(pincode, { skip: !pincode });
  const served = check?.serviceable ?? true;
  const headline = !pincode ? 'Choose your pincode' : check ? check.message : isFetching ? 'Checking…' : 'Delivery';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={`flex h-11 min-w-0 max-w-64 items-center md:max-w-72 gap-1.5 rounded-lg px-2 text-left hover:bg-neutral-100 ${className}`}
      >
        <PinIcon className={`h-5 w-5 shrink-0 ${served ? 'text-green-700' : 'text-red-700'}`} />
        <span className="min-w-0 text-xs leading-tight md:text-sm">
          <span className={`block truncate font-semibold ${served ? 'text-neutral-900' : 'text-red-700'}`}>
            {headline}
          </span>
          {pincode && (
            <>
              <span className="sr-only"> · </span>
              <span className="block truncate text-neutral-600">{pincode}</span>
              <span className="sr-only">. Change pincode</span>
            </>
          )}
        </span>
      </button>
      <PincodeDialog
        open={open}
        onClose={() => setOpen(false)}
        current={pincode}
        fromAddress={fromAddress}
        onChoose={store}
      />
    </>
  );
}

function PincodeDialog({
  open,
  onClose,
  current,
  fromAddress,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  current: string;
  fromAddress: boolean;
  onChoose: (pincode: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [hint, setHint] = useState<string>();
  const { data: check, error, isFetching } = useCheckPincodeQuery(asked, { skip: !asked });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = typed.trim();
    if (!isPincode(pincode)) {
      setHint('Enter a 6-digit pincode, e.g. 560001');
      return;
    }
    setHint(undefined);
    setAsked(pincode);
    onChoose(pincode);
  };

  const answer = asked && !isFetching ? (check?.pincode === asked ? check : undefined) : undefined;
  return (
    <Dialog open={open} onClose={onClose} title="Where should we deliver?" className="w-full max-w-sm">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5 text-sm">
        {fromAddress && (
          <p className="text-neutral-700">
            Delivering to your saved address ({current}). Checkout delivers to the address you choose there; check
            another pincode here.
          </p>
        )}
        <TextField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="560001"
          value={typed}
          hint={hint}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        />
        <button
          type="submit"
          className="h-11 rounded-lg bg-green-700 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
          disabled={isFetching}
        >
          {isFetching ? 'Checking…' : 'Check delivery'}
        </button>
        <div aria-live="polite" className="min-h-5">
          {error && asked ? (
            <p className="text-red-700">{errorMessage(error)}</p>
          ) : answer ? (
            <p className={answer.serviceable ? 'font-semibold text-green-800' : 'font-semibold text-red-700'}>
              {answer.message}
            </p>
          ) : null}
        </div>
        {answer && (
          <button
            type="button"
            onClick={onClose}
            className="h-10 rounded-lg border border-neutral-300 font-medium hover:bg-neutral-50"
          >
            {answer.serviceable ? 'Start shopping' : 'Close'}
          </button>
        )}
      </form>
    </Dialog>
  );
}
