import type { Logger } from '@nestjs/common';

/**
 * Acks (or replies) on the channel a message came from. When the broker went away while the message
 * was being handled, that channel is closed and amqplib throws; the broker redelivers the unacked
 * message on reconnect, so the throw is logged instead of escaping as an unhandled rejection that
 * would stop the whole service.
 */
export function ackUnlessClosed(logger: Logger, settle: () => void): void {
  try {
    settle();
  } catch (error) {
    logger.warn(`message left for redelivery: ${(error as Error).message}`);
  }
}
