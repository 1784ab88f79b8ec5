import { useRef, useState, type FormEvent } from 'react';
import { errorCode, errorMessage } from '../../api/errors';
import type { Address, AddressFields } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { useToast } from '../toasts/useToast';
import { useCreateAddressMutation, useUpdateAddressMutation } from './addressApi';

const EMPTY: AddressFields = { address_line: '', city: '', state: '', pincode: '', country: '', mobile: '' };

const FIELDS: { name: keyof AddressFields; label: string; autoComplete: string; inputMode?: 'numeric' | 'tel' }[] = [
  { name: 'address_line', label: 'Address Line', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'mobile', label: 'Mobile No.', autoComplete: 'tel', inputMode: 'tel' },
];

/** The address service's rule (AddressRules.pincode): an Indian PIN code, six digits, never starting with 0. */
const PINCODE = /^[1-9][0-9]{5}$/;
const PINCODE_PROBLEM = 'Pincode must be 6 digits, not starting with 0';

type Problems = Partial<Record<keyof AddressFields, string>>;

/**
 * Spec 2, address modals: add a delivery address, or edit one. The address panel and checkout both
 * open it; on success the list refetches (tags), the form closes and starts empty next time.
 */
export function AddressFormDialog({
  open,
  onClose,
  address,
}: {
  open: boolean;
  onClose: () => void;
  address?: Address;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={address ? 'Edit Address' : 'Add Address'}>
      {/* Mounted per opening, so each opening starts from the address (or empty). */}
      {open && <AddressForm address={address} onDone={onClose} />}
    </Dialog>
  );
}

function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const [values, setValues] = useState<AddressFields>(() => (address ? pick(address) : EMPTY));
  const [create, creating] = useCreateAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const [problems, setProblems] = useState<Problems>({});
  const form = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const saving = creating.isLoading || updating.isLoading;

  /** Shows the problems beside their fields and takes the keyboard to the first. */
  const show = (found: Problems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as AddressFields;
    if (!PINCODE.test(trimmed.pincode)) {
      show({ pincode: PINCODE_PROBLEM });
      return;
    }
    const result = address ? await update({ _id: address._id, ...trimmed }) : await create(trimmed);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onDone();
    } else if ('error' in result) {
      show(fieldProblem(result.error));
    }
  };

  return (
    <form ref={form} onSubmit={submit} className="grid gap-3 p-5">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          required
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          value={values[field.name]}
          hint={problems[field.name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [field.name]: value }));
            // A problem goes once the field is changed; the next submit checks again.
            setProblems((current) => ({ ...current, [field.name]: undefined }));
          }}
        />
      ))}
      <button
        type="submit"
        disabled={saving}
        className="mt-2 h-11 rounded-md bg-amber-400 font-semibold text-neutral-900 hover:bg-amber-500 disabled:opacity-60"
      >
        {saving ? 'Loading...' : 'Submit'}
      </button>
    </form>
  );
}

/** A server refusal about one field (VALIDATION_FAILED with `fields`), to show beside that field. */
function fieldProblem(error: unknown): Problems {
  if (errorCode(error) !== 'VALIDATION_FAILED') return {};
  const fields = (error as { data?: { fields?: unknown } }).data?.fields;
  if (!Array.isArray(fields) || fields.length !== 1) return {};
  const field = FIELDS.find((candidate) => candidate.name === fields[0]);
  return field ? { [field.name]: errorMessage(error) } : {};
}

function pick(address: Address): AddressFields {
  const { address_line, city, state, pincode, country, mobile } = address;
  return { address_line, city, state, pincode: String(pincode), country, mobile: String(mobile) };
}
