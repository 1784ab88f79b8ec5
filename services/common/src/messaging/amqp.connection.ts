import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import amqp, { AmqpConnectionManager } from 'amqp-connection-manager';

/** One reconnecting broker connection per service; channels are opened from it as needed. */
@Injectable()
export class AmqpConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('RabbitMQ');
  readonly manager: AmqpConnectionManager;

  constructor(url: string, serviceName: string) {
    this.manager = amqp.connect([url], {
      heartbeatIntervalInSeconds: 15,
      reconnectTimeInSeconds: 1,
      // amqplib leaves Nagle's algorithm on: a small frame written while an earlier one is unacknowledged
      // (a consumer's ack after its reply) waits for the peer's delayed ACK, 40 ms on Linux.
      connectionOptions: { noDelay: true, clientProperties: { connection_name: serviceName } },
    });
    this.manager.on('connect', () => this.logger.log('connected'));
    this.manager.on('disconnect', ({ err }) => this.logger.warn(`disconnected: ${err?.message ?? 'closed'}`));
  }

  isConnected(): boolean {
    return this.manager.isConnected();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.manager.close();
  }
}
