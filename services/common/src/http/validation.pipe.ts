import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * Validates bodies against their DTO classes. Unknown fields are dropped (the spec's client sends
 * some, e.g. userId on address update), and every message is collected into one readable sentence.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ') || 'Invalid input'),
  });
}

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    const nested = flatten(error.children ?? [], path);
    return [...own, ...nested];
  });
}
