import { defineError } from '@shop/common';

// The identity service's refusals (generic ones such as UNAUTHENTICATED are in common's common.errors.ts).

/** Registration and password reset: the two passwords differ (each with the spec's own wording). */
export class PasswordsDiffer extends defineError('PASSWORDS_DIFFER', 400) {
  static onRegister() {
    return new PasswordsDiffer('password and confirm password must be same');
  }

  static onReset() {
    return new PasswordsDiffer('New password and confirm password must be same.');
  }
}

export class EmailTaken extends defineError('EMAIL_TAKEN', 409) {
  static onRegister() {
    return new EmailTaken('An account with this email already exists');
  }

  static onUpdate() {
    return new EmailTaken('That email is already used by another account');
  }
}

export class UserNotFound extends defineError('USER_NOT_FOUND', 404) {
  constructor() {
    super('User not found');
  }
}

export class WrongCredentials extends defineError('WRONG_CREDENTIALS', 400) {
  constructor() {
    super('Incorrect email or password');
  }
}

export class AccountInactive extends defineError('ACCOUNT_INACTIVE', 403) {
  constructor() {
    super('This account is not active; please contact support');
  }
}

/** The refresh token is unknown, used, revoked or expired, or its user can no longer sign in. */
export class SessionEnded extends defineError('SESSION_ENDED', 401) {
  constructor() {
    super('Your session has ended; please log in again');
  }
}

/** Refused because of earlier failures; says how long to wait (also in Retry-After). */
export class TooManyLoginFailures extends defineError('TOO_MANY_LOGIN_FAILURES', 429) {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; please wait ${retryAfterSeconds} seconds and try again`, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

export class WrongResetCode extends defineError('WRONG_RESET_CODE', 400) {
  constructor(triesLeft: number) {
    super(`Invalid code; ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`);
  }
}

export class ResetCodeExpired extends defineError('RESET_CODE_EXPIRED', 400) {
  constructor() {
    super('The code has expired or was never sent; please request a new one');
  }
}

export class ResetCodeNotVerified extends defineError('RESET_CODE_NOT_VERIFIED', 403) {
  constructor() {
    super('Please verify the code sent to your email before resetting the password');
  }
}

export class TooManyWrongCodes extends defineError('TOO_MANY_WRONG_CODES', 429) {
  constructor(seconds: number) {
    super(`Too many wrong codes; please try again in ${Math.ceil(seconds / 60)} minutes`);
  }
}
