import { createValidationPipe, ValidationFailed } from '@shop/common';
import { plainToInstance } from 'class-transformer';
import { IsString, MinLength, validate } from 'class-validator';
import { ResetPasswordDto } from '../password-reset/dto/password-reset.dto';
import { RegisterDto } from '../users/dto/register.dto';
import { isCommonPassword, NotCommonPassword, TOO_COMMON } from './not-common-password';

class NewPassword {
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @NotCommonPassword()
  password: unknown;
}

const messages = async (password: unknown) =>
  (await validate(plainToInstance(NewPassword, { password }))).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );

/** What the service answers: the global validation pipe's refusal for the body. */
async function refusalOf(metatype: new () => object, body: Record<string, unknown>): Promise<ValidationFailed> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype });
  } catch (error) {
    return error as ValidationFailed;
  }
  throw new Error('the body was accepted');
}

// Security issue, ASVS 2.1.7: register and reset took any password of 8 characters, "12345678" included.
describe('NotCommonPassword', () => {
  it.each(['12345678', 'password', 'Password1', 'PASSWORD', 'qwertyuiop', 'iloveyou1', 'P@ssw0rd'])(
    'refuses %s (the list is matched case-insensitively)',
    async (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(await messages(password)).toEqual([TOO_COMMON]);
    },
  );

  it.each(['Secret-pass-1', 'correct horse battery staple', 'Brand-new-pass-2', 'Admin12345!'])(
    'accepts %s, which is on no list',
    async (password) => {
      expect(await messages(password)).toEqual([]);
    },
  );

  it('leaves a short password and a non-string to the other rules, one reason each', async () => {
    expect(await messages('123456')).toEqual(['Password must be at least 8 characters']);
    expect(await messages({ $gt: '' })).toEqual(['Password must be at least 8 characters', 'Password is required']);
  });

  it("answers register's common password 400 VALIDATION_FAILED with its message and field", async () => {
    const body = { name: 'Ann', email: 'ann@example.com', password: 'Password1', confirmPassword: 'Password1' };
    const refusal = await refusalOf(RegisterDto, body);
    expect(refusal).toBeInstanceOf(ValidationFailed);
    expect(refusal).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: TOO_COMMON });
    expect(refusal.details).toEqual({ fields: ['password'] });
  });

  it('refuses a common new password on reset the same way', async () => {
    const body = { email: 'ann@example.com', newPassword: '12345678', confirmPassword: '12345678' };
    expect(await refusalOf(ResetPasswordDto, body)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: TOO_COMMON,
      details: { fields: ['newPassword'] },
    });
  });
});
