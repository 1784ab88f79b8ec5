import { ValidationFailed } from '@shop/common';
import { toMinor } from '../money';
import { rangesOf } from './pincode-ranges';
import type { Zone } from './zone.schema';
import type { ZoneDto } from './dto/zone.dto';

export type ZoneFields = Omit<Zone, '_id' | 'createdAt' | 'updatedAt'>;

const minorOrNull = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : toMinor(amount);

/**
 * The zone to store from what the admin sent (its shape already checked): amounts in minor units, and
 * the rules between fields, each refused with the field it concerns.
 */
export function zoneFieldsOf(dto: ZoneDto): ZoneFields {
  const problems: { field: string; message: string }[] = [];
  const ranges = rangesOf(dto.pincodes);
  ranges.forEach(({ from, to }, index) => {
    if (to < from)
      problems.push({ field: 'pincodes', message: `${dto.pincodes[index]}: the range ends before it starts` });
  });
  if (!dto.express && !dto.slotTemplates.length)
    problems.push({
      field: 'slotTemplates',
      message: 'A zone delivers express, in slots, or both: give express or at least one slot template',
    });
  const startsByDay = new Set<string>();
  dto.slotTemplates.forEach((template, index) => {
    if (template.end === template.start)
      problems.push({ field: `slotTemplates.${index}.end`, message: 'A slot must end after it starts' });
    for (const day of template.days) {
      const key = `${day} ${template.start}`;
      if (startsByDay.has(key))
        problems.push({
          field: `slotTemplates.${index}.start`,
          message: `Two slots start at ${template.start} on the same day; give each a different start`,
        });
      startsByDay.add(key);
    }
  });
  const fees = dto.fees;
  if (((fees.smallCartBelow ?? null) === null) !== ((fees.smallCartFee ?? null) === null))
    problems.push({
      field: 'fees.smallCartFee',
      message:
        'A small cart fee needs both the amount below which it applies (smallCartBelow) and the fee (smallCartFee)',
    });
  if (problems.length)
    throw new ValidationFailed(problems.map((problem) => problem.message).join('; '), [
      ...new Set(problems.map((problem) => problem.field)),
    ]);

  return {
    name: dto.name.trim(),
    pincodes: dto.pincodes,
    ranges,
    active: dto.active,
    express: dto.express ? { etaMinutes: dto.express.etaMinutes, fee: minorOrNull(dto.express.fee) ?? 0 } : null,
    slotTemplates: dto.slotTemplates.map((template) => ({
      days: [...template.days].sort((a, b) => a - b),
      start: template.start,
      end: template.end,
      capacity: template.capacity,
      cutoffMinutes: template.cutoffMinutes,
      fee: minorOrNull(template.fee) ?? 0,
    })),
    fees: {
      minimumOrder: minorOrNull(fees.minimumOrder),
      deliveryFee: minorOrNull(fees.deliveryFee),
      freeDeliveryAbove: minorOrNull(fees.freeDeliveryAbove),
      smallCartBelow: minorOrNull(fees.smallCartBelow),
      smallCartFee: minorOrNull(fees.smallCartFee),
    },
  };
}
