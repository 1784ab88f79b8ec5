import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';

/**
 * Sends mails after the request that causes them has been answered: the answer then takes as long
 * whether a mail goes out or not (a reset code for a known e-mail, none for an unknown one), and a slow
 * mail server never holds a shopper up. A failed send is logged (the shopper asks again); sends still
 * running when the service stops are waited for.
 */
@Injectable()
export class BackgroundMails implements OnApplicationShutdown {
  private readonly logger = new Logger('BackgroundMails');
  private readonly running = new Set<Promise<void>>();

  /** Starts `send` on a later turn of the event loop and returns at once. */
  start(what: string, send: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(send)
      .catch((error: Error) => this.logger.error(`${what} not sent: ${error.message}`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once every send started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.running]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }
}
