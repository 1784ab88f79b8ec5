import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../toasts/useToast';
import { useAddSynonymPhraseMutation, useGetSynonymGroupsQuery } from './synonymsApi';

/**
 * Issue 36: a query that found nothing ("yoghurt") made a synonym of a word the shop sells ("curd"):
 * it joins that word's two-way group, or a new group of the two. The words of the two-way groups are
 * offered as the admin types.
 */
export function AddAsSynonymDialog({ query, onClose }: { query: string | null; onClose: () => void }) {
  return (
    <Dialog open={query !== null} onClose={onClose} title={`Add “${query ?? ''}” as a synonym`}>
      {query !== null && <AddAsSynonymForm query={query} onDone={onClose} />}
    </Dialog>
  );
}

function AddAsSynonymForm({ query, onDone }: { query: string; onDone: () => void }) {
  const [word, setWord] = useState('');
  const [tried, setTried] = useState(false);
  const { data: groups } = useGetSynonymGroupsQuery();
  const [add, adding] = useAddSynonymPhraseMutation();
  const toast = useToast();
  const optionsId = useId();
  const fieldId = useId();
  // The native dialog focuses its first control (Close) as it opens, after this form mounts: the
  // field takes focus a frame later, so the admin types straight away.
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [fieldId]);
  const known = [...new Set(groups?.filter((group) => group.kind === 'twoWay').flatMap((group) => group.words))];
  const problem = tried && !word.trim() ? 'Please enter the word the shop sells it as' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!word.trim()) return;
    const result = await add({ phrase: query, synonymOf: word.trim() });
    if ('data' in result && result.data) {
      toast.success(`Searches for “${query}” now also find “${word.trim()}”`);
      onDone();
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4 p-5" noValidate>
      <p className="text-sm text-neutral-700">
        Shoppers searched for <strong className="[overflow-wrap:anywhere]">{query}</strong> and found nothing. Name the
        word the shop sells it as: the two find each other from the next search on.
      </p>
      <TextField
        label="Synonym of"
        name="synonymOf"
        placeholder="curd"
        list={optionsId}
        autoComplete="off"
        value={word}
        onChange={(event) => setWord(event.target.value)}
        hint={problem}
        id={fieldId}
      />
      <datalist id={optionsId}>
        {known.map((phrase) => (
          <option key={phrase} value={phrase} />
        ))}
      </datalist>
      <button
        type="submit"
        disabled={adding.isLoading}
        className="h-11 rounded-md bg-amber-400 font-semibold hover:bg-amber-500"
      >
        {adding.isLoading ? 'Loading...' : 'Add synonym'}
      </button>
    </form>
  );
}
