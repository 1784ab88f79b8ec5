import type { SearchAnswer } from '../../api/types';

export type CategoryFacet = SearchAnswer['facets']['categories'][number];

/**
 * The categories the filter offers: those with results for the text and the other filters, most
 * results first; the chosen one stays listed (with 0) when the other filters leave it nothing, so it
 * can still be seen and unchosen.
 */
export function categoryChoices(
  facets: CategoryFacet[],
  chosenId: string | undefined,
  nameOf: (id: string) => string | undefined,
): CategoryFacet[] {
  const sorted = [...facets].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  if (!chosenId || sorted.some((facet) => facet._id === chosenId)) return sorted;
  return [...sorted, { _id: chosenId, name: nameOf(chosenId) ?? 'Chosen category', count: 0 }];
}
