import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { RegisterDto } from './register.dto';

const check = async (body: Record<string, unknown>) =>
  (await validate(plainToInstance(RegisterDto, body))).flatMap((error) => Object.values(error.constraints ?? {}));

describe('RegisterDto', () => {
  const valid = { name: ' Ann ', email: ' Ann@Example.COM ', password: 'long-enough', confirmPassword: 'long-enough' };

  it('accepts a complete registration and normalises the email', async () => {
    expect(await check(valid)).toEqual([]);
    expect(plainToInstance(RegisterDto, valid).email).toBe('ann@example.com');
  });

  it('refuses operator objects in place of strings', async () => {
    expect(await check({ ...valid, email: { $ne: null } })).toContain('Please enter a valid email address');
    expect(await check({ ...valid, password: { $gt: '' } })).toContain('Password is required');
  });

  it('explains short passwords and missing names', async () => {
    expect(await check({ ...valid, password: 'short' })).toContain('Password must be at least 8 characters');
    expect(await check({ ...valid, name: '' })).toContain('Name is required');
  });
});
