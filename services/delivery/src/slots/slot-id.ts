/**
 * A slot is one template of a zone on one day: `<zoneId>-<YYYYMMDD>-<HHMM>` (the contract's slotIdSchema),
 * so it needs no document of its own until someone books it.
 */
export interface SlotKey {
  zoneId: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  start: string;
}

export function slotIdOf({ zoneId, date, start }: SlotKey): string {
  return `${zoneId}-${date.replaceAll('-', '')}-${start.replace(':', '')}`;
}

/** The parts of a well-formed slot id (the contract checked its shape). */
export function slotKeyOf(slotId: string): SlotKey {
  const [zoneId, day, time] = slotId.split('-');
  return {
    zoneId,
    date: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
    start: `${time.slice(0, 2)}:${time.slice(2, 4)}`,
  };
}
