import { HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { describe } from '../http/all-exceptions.filter';
import { AmqpConnection } from './amqp.connection';
import { ackUnlessClosed } from './ack';
import { Topology } from './topology';

type RpcReply = { ok: true; data: unknown } | { ok: false; status: number; message: string };
export type RpcHandler<Req, Res> = (request: Req) => Promise<Res>;

/** Thrown by RpcClient when the remote handler refused the request; keeps its HTTP status. */
export class RemoteCallError extends HttpException {
  constructor(
    readonly route: string,
    status: number,
    message: string,
  ) {
    super(message, status);
  }
}

/** Request/response over the broker: each call has a timeout and comes back as data or a typed error. */
@Injectable()
export class RpcClient {
  private readonly pending = new Map<string, { resolve: (reply: RpcReply) => void; timer: NodeJS.Timeout }>();
  private replyQueue = '';
  private readonly channel: ChannelWrapper;

  constructor(connection: AmqpConnection) {
    this.channel = connection.manager.createChannel({
      setup: async (ch: ConfirmChannel) => {
        await ch.assertExchange(Topology.rpcExchange, 'direct', { durable: true });
        const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true });
        this.replyQueue = queue;
        await ch.consume(queue, (message) => message && this.settle(message), { noAck: true });
      },
    });
  }

  async request<Res, Req = unknown>(route: string, payload: Req, timeoutMs = 5_000): Promise<Res> {
    const correlationId = randomUUID();
    const reply = new Promise<RpcReply>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlationId);
        resolve({ ok: false, status: HttpStatus.SERVICE_UNAVAILABLE, message: `${route} did not answer in time; please try again` });
      }, timeoutMs);
      this.pending.set(correlationId, { resolve, timer });
    });
    try {
      // While the broker is down waitForConnect() does not settle: the caller's timeout answers instead,
      // and a request nobody waits for any more is never sent (it would act late, e.g. reserve stock).
      const connected = await Promise.race([this.channel.waitForConnect().then(() => true), reply.then(() => false)]);
      if (connected) {
        await this.channel.publish(Topology.rpcExchange, route, Buffer.from(JSON.stringify(payload)), {
          correlationId,
          replyTo: this.replyQueue,
          expiration: String(timeoutMs),
          contentType: 'application/json',
          timeout: timeoutMs,
        });
      }
    } catch {
      this.pending.get(correlationId)?.resolve({ ok: false, status: 503, message: `${route} is unreachable; please try again` });
    }
    const answer = await reply;
    if (answer.ok) return answer.data as Res;
    if (answer.status === HttpStatus.SERVICE_UNAVAILABLE) throw new ServiceUnavailableException(answer.message);
    throw new RemoteCallError(route, answer.status, answer.message);
  }

  private settle(message: ConsumeMessage): void {
    const waiting = this.pending.get(message.properties.correlationId);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.pending.delete(message.properties.correlationId);
    waiting.resolve(JSON.parse(message.content.toString()));
  }
}

/** Serves request/response routes; an HttpException thrown by a handler travels back with its status. */
@Injectable()
export class RpcServer {
  private readonly logger = new Logger('Rpc');

  constructor(private readonly connection: AmqpConnection) {}

  async handle<Req, Res>(route: string, handler: RpcHandler<Req, Res>): Promise<void> {
    const queue = Topology.rpcQueue(route);
    const channel: ChannelWrapper = this.connection.manager.createChannel({
      setup: async (ch: ConfirmChannel) => {
        await ch.assertExchange(Topology.rpcExchange, 'direct', { durable: true });
        await ch.assertQueue(queue, { durable: true });
        await ch.bindQueue(queue, Topology.rpcExchange, route);
        await ch.prefetch(20);
        await ch.consume(queue, (message) => message && void this.answer(ch, message, handler));
      },
    });
    await channel.waitForConnect();
  }

  private async answer<Req, Res>(channel: ConfirmChannel, message: ConsumeMessage, handler: RpcHandler<Req, Res>) {
    let reply: RpcReply;
    try {
      reply = { ok: true, data: await handler(JSON.parse(message.content.toString())) };
    } catch (error) {
      const { status, message: text } = describe(error);
      if (status >= 500) this.logger.error(error instanceof Error ? error.stack : String(error));
      reply = { ok: false, status, message: text };
    }
    const { replyTo, correlationId } = message.properties;
    ackUnlessClosed(this.logger, () => {
      if (replyTo) channel.sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), { correlationId });
      channel.ack(message);
    });
  }
}
