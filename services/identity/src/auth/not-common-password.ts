import { ValidateDescribed } from '@shop/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { ValidationOptions } from 'class-validator';

/** Shorter passwords are the length rule's to refuse, so a refusal gives one reason at a time. */
const SHORTEST_CHECKED = 8;

/**
 * The passwords most found in leaks, as zxcvbn-ts ships them (about 49,000, bundled: no call leaves the
 * process), lower-cased: the ones guessers try first (ASVS 2.1.7).
 */
const COMMON = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= SHORTEST_CHECKED)
    .map((password) => password.toLowerCase()),
);

export const TOO_COMMON = 'This password is too common; please choose another';

/** Whether a password is on the list, whatever its letters' case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Refuses a new password found on the common-password list (400 VALIDATION_FAILED, naming the field). */
export function NotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateDescribed(
    {
      name: 'notCommonPassword',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
        defaultMessage: () => TOO_COMMON,
      },
    },
    { type: 'string', description: 'Not one of the most common passwords, whatever the case of its letters' },
    options,
  );
}
