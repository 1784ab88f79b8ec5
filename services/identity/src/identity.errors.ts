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

/** Successful logins to one account from one address used their allowance for the window. */
export class TooManyLogins extends defineError('TOO_MANY_LOGINS', 429) {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many logins; please wait ${retryAfterSeconds} seconds and try again`, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/** A wrong code, an expired one and one never sent answer alike, so the answer tells no account apart. */
export class InvalidResetCode extends defineError('INVALID_RESET_CODE', 400) {
  constructor() {
    super('The code is wrong or has expired; check it, or request a new one');
  }
}

export class ResetCodeNotVerified extends defineError('RESET_CODE_NOT_VERIFIED', 403) {
  constructor() {
    super('Please verify the code sent to your email before resetting the password');
  }
}

/** This client address entered too many wrong codes for the e-mail; others (its owner) still may. */
export class TooManyWrongCodes extends defineError('TOO_MANY_WRONG_CODES', 429) {
  constructor(seconds: number) {
    super(`Too many wrong codes; please try again in ${Math.ceil(seconds / 60)} minutes`, undefined, {
      'Retry-After': String(seconds),
    });
  }
}

/** Resets of this e-mail without its verification's token: too many in the window (the owner's still works). */
export class TooManyResetTries extends defineError('TOO_MANY_RESET_TRIES', 429) {
  constructor(seconds: number) {
    super(`Too many password reset attempts; please try again in ${Math.ceil(seconds / 60)} minutes`, undefined, {
      'Retry-After': String(seconds),
    });
  }
}

/** This e-mail was sent its codes for the hour (answered alike whether an account has it or not). */
export class TooManyResetCodes extends defineError('TOO_MANY_RESET_CODES', 429) {
  constructor(seconds: number) {
    super(`Too many codes asked for this email; please try again in ${Math.ceil(seconds / 60)} minutes`, undefined, {
      'Retry-After': String(seconds),
    });
  }
}

/** Changing the e-mail address needs the account's current password. */
export class CurrentPasswordRequired extends defineError('CURRENT_PASSWORD_REQUIRED', 400) {
  constructor() {
    super('Please enter your current password to change your email');
  }
}

export class WrongPassword extends defineError('WRONG_PASSWORD', 400) {
  constructor() {
    super('Your current password is not correct');
  }
}

/** E-mail changes asked for by one account per hour (each attempt counts, taken addresses too). */
export class TooManyEmailChanges extends defineError('TOO_MANY_EMAIL_CHANGES', 429) {
  constructor(seconds: number) {
    super(`Too many email changes; please try again in ${Math.ceil(seconds / 60)} minutes`, undefined, {
      'Retry-After': String(seconds),
    });
  }
}

export class InvalidEmailCode extends defineError('INVALID_EMAIL_CODE', 400) {
  constructor() {
    super('The code is wrong or has expired; save your new email again to get a new one');
  }
}

/** Staff roles: the shop always keeps an admin, who alone can grant roles. */
export class LastAdmin extends defineError('LAST_ADMIN', 409) {
  constructor() {
    super('This is the last admin: make another user an admin first');
  }
}
