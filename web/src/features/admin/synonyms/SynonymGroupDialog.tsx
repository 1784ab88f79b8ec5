import { useId, useState, type FormEvent } from 'react';
import type { SynonymGroup } from '../../../api/types';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../toasts/useToast';
import { currentFiguresOf } from '../currentFigures';
import { groupLine, wordsFrom } from './groupText';
import { useCreateSynonymGroupMutation, useUpdateSynonymGroupMutation } from './synonymsApi';

type Kind = SynonymGroup['kind'];

const KINDS: { kind: Kind; label: string; hint: string }[] = [
  { kind: 'twoWay', label: 'Two-way', hint: 'Words for the same thing: each finds the others (curd, dahi, yogurt).' },
  {
    kind: 'oneWay',
    label: 'One-way',
    hint: 'A general word that also finds the things it covers, never back (soft drink → cola, soda).',
  },
];

/** Issue 36: add or edit one synonym group; a save over someone else's newer one is refused and says so. */
export function SynonymGroupDialog({
  open,
  group,
  onClose,
}: {
  open: boolean;
  group?: SynonymGroup;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={group ? 'Edit synonym group' : 'Add synonym group'}>
      {open && <SynonymGroupForm group={group} onDone={onClose} />}
    </Dialog>
  );
}

function SynonymGroupForm({ group, onDone }: { group?: SynonymGroup; onDone: () => void }) {
  const [kind, setKind] = useState<Kind>(group?.kind ?? 'twoWay');
  const [from, setFrom] = useState(group?.from ?? '');
  const [words, setWords] = useState(group?.words.join(', ') ?? '');
  // The revision the save is guarded by: the one loaded, or the one a refused save showed.
  const [revision, setRevision] = useState(group?.revision);
  const [notice, setNotice] = useState<string>();
  const [tried, setTried] = useState(false);
  const [create, creating] = useCreateSynonymGroupMutation();
  const [update, updating] = useUpdateSynonymGroupMutation();
  const toast = useToast();
  const kindName = useId();
  const wordsId = useId();
  const listed = wordsFrom(words);
  const oneWay = kind === 'oneWay';
  const fromProblem = tried && oneWay && !from.trim() ? 'Please enter the general word' : undefined;
  const wordsProblem =
    tried && listed.length < (oneWay ? 1 : 2)
      ? oneWay
        ? 'Please enter at least one word it covers'
        : 'Please enter at least two words, separated by commas'
      : undefined;
  const busy = creating.isLoading || updating.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (listed.length < (oneWay ? 1 : 2) || (oneWay && !from.trim())) return;
    const fields = { kind, words: listed, ...(oneWay ? { from: from.trim() } : {}) };
    const result =
      group && revision !== undefined ? await update({ _id: group._id, revision, ...fields }) : await create(fields);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onDone();
      return;
    }
    const current = currentFiguresOf<SynonymGroup>(result.error);
    if (current) {
      setRevision(current.revision);
      setNotice(
        `Changed meanwhile: it now reads "${groupLine(current)}". Your changes are still here; save again to apply them.`,
      );
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4 p-5" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-neutral-700">Kind</legend>
        {KINDS.map((option) => (
          <label key={option.kind} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={kindName}
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => setKind(option.kind)}
              className="mt-1 accent-green-700"
            />
            <span>
              <span className="font-medium">{option.label}</span>
              <span className="block text-neutral-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {oneWay && (
        <TextField
          label="General word"
          name="from"
          placeholder="soft drink"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          hint={fromProblem}
        />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={wordsId} className="text-sm font-medium text-neutral-700">
          {oneWay ? 'Words it covers' : 'Words'}
        </label>
        <textarea
          id={wordsId}
          name="words"
          rows={3}
          value={words}
          placeholder={oneWay ? 'cola, soda' : 'curd, dahi, yogurt'}
          onChange={(event) => setWords(event.target.value)}
          aria-invalid={wordsProblem ? true : undefined}
          aria-describedby={`${wordsId}-hint`}
          className="rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 outline-none focus:border-amber-500 focus:bg-white aria-[invalid=true]:border-red-500"
        />
        <p id={`${wordsId}-hint`} className={`text-xs ${wordsProblem ? 'text-red-600' : 'text-neutral-600'}`}>
          {wordsProblem ?? 'Separate words and phrases with commas.'}
        </p>
      </div>
      {notice && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
          {notice}
        </p>
      )}
      <button type="submit" disabled={busy} className="h-11 rounded-md bg-amber-400 font-semibold hover:bg-amber-500">
        {busy ? 'Loading...' : group ? 'Save group' : 'Add group'}
      </button>
    </form>
  );
}
