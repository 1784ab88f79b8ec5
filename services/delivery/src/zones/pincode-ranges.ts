/** '560001' or '560002-560099': what an admin writes a zone's pincodes as. */
export const PINCODE_ENTRY = /^([1-9]\d{5})(?:-([1-9]\d{5}))?$/;

/** The ranges an entry list covers (entries are checked first: see PINCODE_ENTRY). */
export function rangesOf(entries: string[]): { from: number; to: number }[] {
  return entries.map((entry) => {
    const [, from, to] = PINCODE_ENTRY.exec(entry)!;
    return { from: Number(from), to: Number(to ?? from) };
  });
}

export function covers(ranges: { from: number; to: number }[], pincode: string): boolean {
  const code = Number(pincode);
  return ranges.some(({ from, to }) => code >= from && code <= to);
}
