import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import type { SynonymGroup } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Skeleton } from '../../../components/Skeleton';
import { TextField } from '../../../components/TextField';
import { usePageTitle } from '../../../components/usePageTitle';
import { useToast } from '../../toasts/useToast';
import { AddButton, AdminHeader, EmptyState } from '../AdminHeader';
import { groupLine, groupMatches } from './groupText';
import { SynonymGroupDialog } from './SynonymGroupDialog';
import { useDeleteSynonymGroupMutation, useGetSynonymGroupsQuery } from './synonymsApi';

const KIND_LABEL = { twoWay: 'Two-way', oneWay: 'One-way' } as const;

/**
 * Issue 36: the search's synonyms ("dahi" finds curd), which the admin adds, edits and deletes here;
 * the shop's search uses a change from its next search on, on every server, without a restart.
 */
export default function SynonymsPage() {
  usePageTitle('Synonyms');
  const { data: groups, error, isLoading } = useGetSynonymGroupsQuery();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<{ group?: SynonymGroup } | null>(null);
  const [deleting, setDeleting] = useState<SynonymGroup | null>(null);
  const [remove, removal] = useDeleteSynonymGroupMutation();
  const toast = useToast();
  const shown = groups?.filter((group) => groupMatches(group, filter));

  const confirmDelete = async () => {
    if (!deleting) return;
    // A group changed since it was listed is refused (the store toasts why) and listed anew.
    const result = await remove({ _id: deleting._id, revision: deleting.revision });
    if ('data' in result && result.data) toast.success(result.data.message);
    setDeleting(null);
  };

  return (
    <section>
      <AdminHeader title="Synonyms" action={<AddButton onClick={() => setEditing({})}>Add group</AddButton>} />
      <div className="border-b border-neutral-200 p-4">
        <TextField
          label="Filter groups"
          type="search"
          placeholder="a word, e.g. curd"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="max-w-sm"
        />
        {groups && (
          <p className="mt-2 text-sm text-neutral-600" aria-live="polite">
            {filter.trim() ? `${shown!.length} of ${groups.length} groups` : `${groups.length} groups`}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {isLoading && (
        <div className="grid gap-2 p-4" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      )}
      {groups?.length === 0 && <EmptyState text="No synonyms yet. Add the first group." />}
      {groups && groups.length > 0 && shown!.length === 0 && (
        <p className="p-4 text-neutral-600">No group holds “{filter.trim()}”.</p>
      )}
      {shown && shown.length > 0 && (
        <ul className="divide-y divide-neutral-100" aria-label="Synonym groups">
          {shown.map((group) => (
            <li key={group._id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5">
              <span
                className={`rounded px-2 py-0.5 text-xs font-medium ${group.kind === 'twoWay' ? 'bg-green-100 text-green-900' : 'bg-sky-100 text-sky-900'}`}
              >
                {KIND_LABEL[group.kind]}
              </span>
              {/* At least 12rem wide: on a phone the buttons wrap under the words rather than squeeze them. */}
              <span className="min-w-[12rem] flex-1 [overflow-wrap:anywhere]">{groupLine(group)}</span>
              <span className="flex gap-2 text-sm">
                <button
                  type="button"
                  onClick={() => setEditing({ group })}
                  aria-label={`Edit ${groupLine(group)}`}
                  className="rounded bg-green-100 px-3 py-1 font-medium text-green-800 hover:bg-green-200"
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(group)}
                  aria-label={`Delete ${groupLine(group)}`}
                  className="rounded bg-red-100 px-3 py-1 font-medium text-red-700 hover:bg-red-200"
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <SynonymGroupDialog open={editing !== null} group={editing?.group} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete synonym group"
        message="Searches stop finding products by these words from the next search on."
        detail={deleting && <strong className="[overflow-wrap:anywhere]">{groupLine(deleting)}</strong>}
        confirmLabel="Delete"
        busy={removal.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
