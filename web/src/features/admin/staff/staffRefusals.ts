/**
 * The staff screen shows every refusal of a role change beside the form or the row it came from (kept
 * apart from staffApi so the store's listener does not bring the admin's API into every page's code).
 */
export const STAFF_CALLS_SHOWN_IN_PLACE: ReadonlySet<string> = new Set(['changeRole']);
