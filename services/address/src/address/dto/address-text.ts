import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, ValidationArguments } from 'class-validator';

export interface TextRule {
  label: string;
  max: number;
  /** Codes often typed as numbers (pincode, mobile): a number is taken as its digits. */
  acceptsNumber?: boolean;
  /** Extra shape check, with how to describe it to the user. */
  pattern?: { regex: RegExp; describe: string };
}

/** Strings are trimmed; where the rule allows it, a whole number becomes its digits. */
function normalise(value: unknown, rule: TextRule): unknown {
  if (rule.acceptsNumber && Number.isSafeInteger(value) && (value as number) >= 0) return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

function problem(value: unknown, rule: TextRule): string | undefined {
  if (value === undefined || value === null || value === '') return `${rule.label} is required`;
  if (typeof value !== 'string') return `${rule.label} must be text`;
  if (value.length > rule.max) return `${rule.label} must be at most ${rule.max} characters`;
  if (rule.pattern && !rule.pattern.regex.test(value)) return `${rule.label} ${rule.pattern.describe}`;
  return undefined;
}

/** A required, non-empty, trimmed text field with one clear message per problem. */
export function AddressText(rule: TextRule): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => normalise(value, rule)),
    ValidateBy({
      name: 'addressText',
      validator: {
        validate: (value: unknown) => problem(value, rule) === undefined,
        defaultMessage: (args?: ValidationArguments) => problem(args?.value, rule) ?? `${rule.label} is invalid`,
      },
    }),
  );
}

/** The same rule for an update, where a field left out keeps its value (but cannot be emptied). */
export function OptionalAddressText(rule: TextRule): PropertyDecorator {
  return applyDecorators(IsOptional(), AddressText(rule));
}

export const AddressRules = {
  address_line: { label: 'Address line', max: 200 },
  city: { label: 'City', max: 100 },
  state: { label: 'State', max: 100 },
  country: { label: 'Country', max: 100 },
  // An Indian PIN code: six digits, the first (the postal region) never 0.
  pincode: {
    label: 'Pincode',
    max: 12,
    acceptsNumber: true,
    pattern: { regex: /^[1-9][0-9]{5}$/, describe: 'must be 6 digits, not starting with 0' },
  },
  mobile: {
    label: 'Mobile',
    max: 20,
    acceptsNumber: true,
    pattern: {
      regex: /^\+?[0-9][0-9 ()-]{4,}$/,
      describe: 'must be a phone number of at least 5 digits (digits, spaces, dashes, a leading +)',
    },
  },
} satisfies Record<string, TextRule>;
