import { defineError } from '@shop/common';

// The delivery service's own refusals; those the order service shares (SLOT_FULL, ...) are in common's
// contracts/delivery.errors.ts.

export class ZoneNotFound extends defineError('ZONE_NOT_FOUND', 404) {
  constructor() {
    super('Delivery zone not found');
  }
}

export class ZoneChangedMeanwhile extends defineError('ZONE_CHANGED_MEANWHILE', 409) {
  constructor() {
    super('This zone was changed by someone else meanwhile; it is shown as it is now, please make your change again');
  }
}

export class BookingNotFound extends defineError('BOOKING_NOT_FOUND', 404) {
  constructor() {
    super('That order has no delivery slot booked');
  }
}

export class BookingElsewhere extends defineError('BOOKING_ELSEWHERE', 409) {
  constructor() {
    super('That order is booked in another delivery slot');
  }
}

export class BookingTooLate extends defineError('BOOKING_TOO_LATE', 409) {
  constructor() {
    super('The booking came after its checkout stopped waiting; nothing was booked');
  }
}
