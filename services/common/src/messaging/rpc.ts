import { Injectable, Logger } from '@nestjs/common';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { checkShape, RequestOf, ResponseOf, RpcContract } from '../contracts/contract';
import { BadGateway, ServiceUnavailable, ValidationFailed } from '../errors/common.errors';
import { DomainError, ErrorDetails } from '../errors/domain-error';
import { describe } from '../http/all-exceptions.filter';
import { countRpc } from '../observability/messaging-metrics';
import { AmqpConnection } from './amqp.connection';
import { ackUnlessClosed } from './ack';
import { Topology } from './topology';

/** A refusal as it travels back: everything the caller's envelope needs, so it answers the same. */
export interface RpcRefusal {
  ok: false;
  status: number;
  code: string;
  message: string;
  details?: ErrorDetails;
}
type RpcReply = { ok: true; data: unknown } | RpcRefusal;
/** Gets a request its contract's schema accepted; answers what the contract promises. */
export type RpcHandler<C extends RpcContract> = (request: RequestOf<C>) => Promise<ResponseOf<C>>;

/**
 * Thrown by RpcClient when the remote handler refused the request, with the handler's code, status,
 * message and details unchanged; also for a request the contract refuses before sending (400
 * VALIDATION_FAILED, as the remote would answer), an answer out of the contract (502 BAD_GATEWAY) and a
 * remote that did not answer (503 SERVICE_UNAVAILABLE).
 */
export class RemoteCallError extends DomainError {
  constructor(
    readonly route: string,
    { status, code, message, details }: Omit<RpcRefusal, 'ok'>,
  ) {
    super(code, status, message, details);
  }
}

/** What the serving side sends back for an error its handler threw: the answer the filter would give. */
export function toRpcRefusal(error: unknown): RpcRefusal {
  const { status, code, message, details } = describe(error);
  return { ok: false, status, code, message, ...(details && { details }) };
}

/** The calling side's error for a refusal that came back (thrown by RpcClient.request). */
export function fromRpcRefusal(route: string, refusal: RpcRefusal): RemoteCallError {
  return new RemoteCallError(route, refusal);
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

  async request<C extends RpcContract>(contract: C, payload: RequestOf<C>, timeoutMs = 5_000): Promise<ResponseOf<C>> {
    const { route } = contract;
    // A caller's bug is refused here, with the answer the serving side would give, instead of travelling.
    const request = checkShape(contract.request, payload);
    if (!request.ok) throw fromRpcRefusal(route, toRpcRefusal(new ValidationFailed(request.problem, request.fields)));
    const correlationId = randomUUID();
    const reply = new Promise<RpcReply>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlationId);
        resolve(toRpcRefusal(new ServiceUnavailable(`${route} did not answer in time; please try again`)));
      }, timeoutMs);
      this.pending.set(correlationId, { resolve, timer });
    });
    try {
      // While the broker is down waitForConnect() does not settle: the caller's timeout answers instead,
      // and a request nobody waits for any more is never sent (it would act late, e.g. reserve stock).
      const connected = await Promise.race([this.channel.waitForConnect().then(() => true), reply.then(() => false)]);
      if (connected) {
        await this.channel.publish(Topology.rpcExchange, route, Buffer.from(JSON.stringify(request.value)), {
          correlationId,
          replyTo: this.replyQueue,
          expiration: String(timeoutMs),
          contentType: 'application/json',
          timeout: timeoutMs,
        });
      }
    } catch {
      this.pending
        .get(correlationId)
        ?.resolve(toRpcRefusal(new ServiceUnavailable(`${route} is unreachable; please try again`)));
    }
    const answer = await reply;
    if (!answer.ok) throw fromRpcRefusal(route, answer);
    // Checking the answer costs about a microsecond per product snapshot; it makes a service deployed
    // with another version of the contract fail loudly here instead of acting on what it misread.
    const response = checkShape(contract.response, answer.data);
    if (!response.ok)
      throw fromRpcRefusal(
        route,
        toRpcRefusal(new BadGateway(`${route} answered outside its contract: ${response.problem}`)),
      );
    return response.value;
  }

  private settle(message: ConsumeMessage): void {
    const waiting = this.pending.get(message.properties.correlationId);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.pending.delete(message.properties.correlationId);
    waiting.resolve(JSON.parse(message.content.toString()));
  }
}

/**
 * Serves request/response routes. Each request is parsed with its contract's schema first: one it
 * refuses is answered 400 VALIDATION_FAILED naming the bad fields, and the handler never sees it. An
 * error thrown by a handler travels back as the filter would answer it (code, status, message, details).
 */
@Injectable()
export class RpcServer {
  private readonly logger = new Logger('Rpc');

  constructor(private readonly connection: AmqpConnection) {}

  async handle<C extends RpcContract>(contract: C, handler: RpcHandler<C>): Promise<void> {
    const { route } = contract;
    const queue = Topology.rpcQueue(route);
    const channel: ChannelWrapper = this.connection.manager.createChannel({
      setup: async (ch: ConfirmChannel) => {
        await ch.assertExchange(Topology.rpcExchange, 'direct', { durable: true });
        await ch.assertQueue(queue, { durable: true });
        await ch.bindQueue(queue, Topology.rpcExchange, route);
        await ch.prefetch(20);
        await ch.consume(queue, (message) => message && void this.answer(ch, message, contract, handler));
      },
    });
    await channel.waitForConnect();
  }

  private async answer<C extends RpcContract>(
    channel: ConfirmChannel,
    message: ConsumeMessage,
    contract: C,
    handler: RpcHandler<C>,
  ) {
    let reply: RpcReply;
    try {
      const request = checkShape(contract.request, JSON.parse(message.content.toString()));
      if (!request.ok) {
        this.logger.warn(`${contract.route}: request refused: ${request.problem}`);
        throw new ValidationFailed(request.problem, request.fields);
      }
      reply = { ok: true, data: await handler(request.value) };
    } catch (error) {
      reply = toRpcRefusal(error);
      if (reply.status >= 500) this.logger.error(error instanceof Error ? error.stack : String(error));
    }
    countRpc(contract.route, reply.ok ? 'answered' : 'refused');
    const { replyTo, correlationId } = message.properties;
    ackUnlessClosed(this.logger, () => {
      if (replyTo) channel.sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), { correlationId });
      channel.ack(message);
    });
  }
}
