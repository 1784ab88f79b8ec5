import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailed } from '../errors/common.errors';

/**
 * Validates bodies against their DTO classes. Unknown fields are dropped (the spec's client sends
 * some, e.g. userId on address update), every message is collected into one readable sentence, and
 * the refusal names the fields (VALIDATION_FAILED with `fields`).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const problems = flatten(errors);
      return new ValidationFailed(problems.map((problem) => problem.message).join('; ') || 'Invalid input', [
        ...new Set(problems.map((problem) => problem.field).filter(Boolean)),
      ]);
    },
  });
}

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
