import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import type { Zone } from '../../api/types';
import { useToast } from '../toasts/useToast';
import { useCreateZoneMutation, useUpdateZoneMutation } from './deliveryAdminApi';
import {
  DAY_NAMES,
  draftOf,
  emptyZone,
  FEE_KEYS,
  FEE_LABELS,
  newTemplate,
  zoneFieldsOf,
  type TemplateDraft,
  type ZoneDraft,
  type ZoneErrors,
} from './zoneForm';

/** Issue 37: add or edit a delivery zone; a save over someone else's newer edit is refused and says so. */
export function ZoneFormDialog({ open, zone, onClose }: { open: boolean; zone?: Zone; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={zone ? `Edit zone ${zone.name}` : 'Add delivery zone'}
      className="w-full max-w-2xl"
    >
      {open && <ZoneForm zone={zone} onDone={onClose} />}
    </Dialog>
  );
}

const CHECK = 'size-4 accent-green-700';

export function ZoneForm({ zone, onDone }: { zone?: Zone; onDone: () => void }) {
  const [draft, setDraft] = useState<ZoneDraft>(() => (zone ? draftOf(zone) : emptyZone()));
  // The version the save is guarded by: the one loaded, or the one a refused save showed.
  const [updatedAt, setUpdatedAt] = useState(zone?.updatedAt);
  const [errors, setErrors] = useState<ZoneErrors>({});
  const [notice, setNotice] = useState<string>();
  const [create, creating] = useCreateZoneMutation();
  const [update, updating] = useUpdateZoneMutation();
  const toast = useToast();
  const pincodesId = useId();
  const busy = creating.isLoading || updating.isLoading;

  const set = (patch: Partial<ZoneDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setTemplate = (index: number, patch: Partial<TemplateDraft>) =>
    set({ templates: draft.templates.map((template, at) => (at === index ? { ...template, ...patch } : template)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = zoneFieldsOf(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result =
      zone && updatedAt ? await update({ _id: zone._id, updatedAt, ...checked.fields }) : await create(checked.fields);
    if ('data' in result && result.data) {
      toast.success(result.data.message || 'Zone saved');
      onDone();
      return;
    }
    const status = (result.error as { status?: unknown }).status;
    if (status === 409) {
      const current = (result.error as { data?: { current?: Zone; data?: Zone } }).data;
      const newer = current?.current ?? current?.data;
      if (newer?.updatedAt) setUpdatedAt(newer.updatedAt);
      setNotice(
        `Someone changed this zone meanwhile${newer ? '' : ' (the list shows it as it is now)'}. Your changes are still here; ${newer ? 'save again to apply them over theirs' : 'close and edit it again'}.`,
      );
    } else {
      setNotice(errorMessage(result.error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 p-5 text-sm">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label="Zone name"
          name="name"
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
          hint={errors.name}
        />
        <label className="flex h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(event) => set({ active: event.target.checked })}
            className={CHECK}
          />
          Active
        </label>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={pincodesId} className="font-medium text-neutral-700">
          Pincodes served
        </label>
        <textarea
          id={pincodesId}
          name="pincodes"
          rows={2}
          value={draft.pincodes}
          placeholder="560001, 560002-560099"
          onChange={(event) => set({ pincodes: event.target.value })}
          aria-invalid={errors.pincodes ? true : undefined}
          aria-describedby={`${pincodesId}-hint`}
          className="rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 outline-none focus:border-amber-500 focus:bg-white aria-[invalid=true]:border-red-500"
        />
        <p id={`${pincodesId}-hint`} className={`text-xs ${errors.pincodes ? 'text-red-600' : 'text-neutral-600'}`}>
          {errors.pincodes ??
            'Pincodes and ranges, separated by commas. Where zones overlap, the one added last serves.'}
        </p>
      </div>

      <fieldset className="grid gap-3 rounded-lg border border-neutral-200 p-3">
        <legend className="px-1 font-semibold">Express</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.express}
            onChange={(event) => set({ express: event.target.checked })}
            className={CHECK}
          />
          Deliver express
        </label>
        {draft.express && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Express ETA (minutes)"
              name="etaMinutes"
              inputMode="numeric"
              value={draft.etaMinutes}
              onChange={(event) => set({ etaMinutes: event.target.value })}
              hint={errors.etaMinutes}
            />
            <TextField
              label="Express fee"
              name="expressFee"
              inputMode="decimal"
              placeholder="none"
              value={draft.expressFee}
              onChange={(event) => set({ expressFee: event.target.value })}
              hint={errors.expressFee}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border border-neutral-200 p-3">
        <legend className="px-1 font-semibold">Slots</legend>
        {draft.templates.length === 0 && <p className="text-neutral-600">No slots: orders here go express.</p>}
        {draft.templates.map((template, index) => (
          <TemplateRow
            key={index}
            index={index}
            template={template}
            errors={errors}
            onChange={(patch) => setTemplate(index, patch)}
            onRemove={() => set({ templates: draft.templates.filter((_, at) => at !== index) })}
          />
        ))}
        <button
          type="button"
          onClick={() => set({ templates: [...draft.templates, newTemplate()] })}
          className="justify-self-start rounded-md border border-amber-400 px-3 py-1.5 font-medium hover:bg-amber-400"
        >
          Add slot
        </button>
      </fieldset>
      {errors.delivery && (
        <p role="alert" className="text-red-700">
          {errors.delivery}
        </p>
      )}

      <fieldset className="grid gap-3 rounded-lg border border-neutral-200 p-3">
        <legend className="px-1 font-semibold">Fees (blank: none)</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {FEE_KEYS.map((key) => (
            <TextField
              key={key}
              label={FEE_LABELS[key]}
              name={key}
              inputMode="decimal"
              placeholder="none"
              value={draft.fees[key]}
              onChange={(event) => set({ fees: { ...draft.fees, [key]: event.target.value } })}
              hint={errors[`fees.${key}`]}
            />
          ))}
        </div>
      </fieldset>

      {notice && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-300">
          {notice}
        </p>
      )}
      <button type="submit" disabled={busy} className="h-11 rounded-md bg-amber-400 font-semibold hover:bg-amber-500">
        {busy ? 'Saving…' : zone ? 'Save zone' : 'Add zone'}
      </button>
    </form>
  );
}

function TemplateRow({
  index,
  template,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  template: TemplateDraft;
  errors: ZoneErrors;
  onChange: (patch: Partial<TemplateDraft>) => void;
  onRemove: () => void;
}) {
  const at = `templates.${index}`;
  const name = `Slot ${index + 1}`;
  return (
    <div role="group" aria-label={name} className="grid gap-2 rounded-md bg-neutral-50 p-3">
      <div className="flex items-center justify-between">
        <p className="font-medium">{name}</p>
        <button type="button" onClick={onRemove} className="text-red-700 underline-offset-2 hover:underline">
          Remove {name.toLowerCase()}
        </button>
      </div>
      <fieldset>
        <legend className="mb-1 text-neutral-700">Days</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {DAY_NAMES.map((day, weekday) => (
            <label key={day} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={template.days.includes(weekday)}
                onChange={(event) =>
                  onChange({
                    days: event.target.checked
                      ? [...template.days, weekday]
                      : template.days.filter((chosen) => chosen !== weekday),
                  })
                }
                className={CHECK}
              />
              {day}
            </label>
          ))}
        </div>
        {errors[`${at}.days`] && <p className="text-xs text-red-600">{errors[`${at}.days`]}</p>}
      </fieldset>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <TextField
          label="Starts"
          type="time"
          value={template.start}
          onChange={(event) => onChange({ start: event.target.value })}
          hint={errors[`${at}.start`]}
        />
        <TextField
          label="Ends"
          type="time"
          value={template.end}
          onChange={(event) => onChange({ end: event.target.value })}
          hint={errors[`${at}.end`]}
        />
        <TextField
          label="Orders"
          inputMode="numeric"
          value={template.capacity}
          onChange={(event) => onChange({ capacity: event.target.value })}
          hint={errors[`${at}.capacity`]}
        />
        <TextField
          label="Cut-off (min)"
          inputMode="numeric"
          value={template.cutoffMinutes}
          onChange={(event) => onChange({ cutoffMinutes: event.target.value })}
          hint={errors[`${at}.cutoffMinutes`]}
        />
        <TextField
          label="Slot fee"
          inputMode="decimal"
          placeholder="none"
          value={template.fee}
          onChange={(event) => onChange({ fee: event.target.value })}
          hint={errors[`${at}.fee`]}
        />
      </div>
    </div>
  );
}
