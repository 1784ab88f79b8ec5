import { schema, SUBSTITUTION_CHOICES, substitutionPreferencesSchema, ValidateDescribed } from '@shop/common';

const choice = schema.enum(...SUBSTITUTION_CHOICES);

/** The checkout's `substitution`: checked by the contract's own schema (common's packing.contracts.ts). */
export function Substitution(): PropertyDecorator {
  return ValidateDescribed(
    {
      name: 'substitutionPreferences',
      validator: {
        validate: (value: unknown) => value === undefined || substitutionPreferencesSchema.safeParse(value).success,
        defaultMessage: () =>
          "substitution must be {default: 'SIMILAR' or 'NONE', lines?: {productId: 'SIMILAR' or 'NONE'}}",
      },
    },
    {
      type: 'object',
      description: 'If an item is unavailable: SIMILAR lets the packer replace it, NONE refunds it (the default)',
      properties: { default: choice, lines: { type: 'object', additionalProperties: choice } },
      required: ['default'],
    },
  );
}
