import { Injectable, Logger } from '@nestjs/common';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { countEvent, eventTypeOf } from '../observability/messaging-metrics';
import { ackUnlessClosed } from './ack';
import { AmqpConnection } from './amqp.connection';
import { Delivered, readDelivered } from './delivered-event';
import { EventBinding, EventBus, Subscription } from './event-bus';
import { InboxStore } from './inbox.store';
import type { IntegrationEvent } from './integration-event';
import { RETRY_DELAYS_MS, RetryDelays, Topology } from './topology';
import { currentTraceCarrier, traceContextOf } from './trace-context';

const RETRY_HEADER = 'x-shop-retries';
const tracer = trace.getTracer('@shop/common/event-bus');

/**
 * Events over a durable topic exchange with publisher confirms. Consumers parse each payload with its
 * event's schema and dead-letter at once what it refuses (retrying cannot fix a malformed event), ack
 * after handling, skip events their inbox has seen, retry failures with growing delays and
 * dead-letter what keeps failing.
 */
@Injectable()
export class RabbitMqEventBus extends EventBus {
  private readonly logger = new Logger('EventBus');
  private readonly publisher: ChannelWrapper;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly inbox: InboxStore,
    private readonly retryDelaysMs: RetryDelays = RETRY_DELAYS_MS,
  ) {
    super();
    this.publisher = connection.manager.createChannel({
      confirm: true,
      setup: (channel: ConfirmChannel) => channel.assertExchange(Topology.eventsExchange, 'topic', { durable: true }),
    });
  }

  /** Publishes in the active trace (the relay makes it the event's own), carried in the W3C headers. */
  async publish(event: IntegrationEvent, timeoutMs = 5_000): Promise<void> {
    await this.publisher.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      messageId: event.id,
      type: event.type,
      contentType: 'application/json',
      headers: currentTraceCarrier(),
      timeout: timeoutMs,
    });
  }

  async subscribe({ queue, handlers, retired = [] }: Subscription): Promise<void> {
    const bindings = new Map(handlers.map((binding) => [binding.event.type, binding]));
    const channel: ChannelWrapper = this.connection.manager.createChannel({
      confirm: true,
      setup: async (ch: ConfirmChannel) => {
        await ch.assertExchange(Topology.eventsExchange, 'topic', { durable: true });
        await ch.assertQueue(queue, { durable: true });
        // Each delay has its queue; a message waits out the queue's TTL, then goes back to the main queue.
        for (const delayMs of this.retryDelaysMs) {
          await ch.assertQueue(Topology.retryQueue(queue, delayMs), {
            durable: true,
            arguments: { 'x-message-ttl': delayMs, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
          });
        }
        await ch.assertQueue(Topology.deadLetterQueue(queue), { durable: true });
        for (const type of bindings.keys()) await ch.bindQueue(queue, Topology.eventsExchange, type);
        for (const { type } of retired) await ch.unbindQueue(queue, Topology.eventsExchange, type);
        await ch.prefetch(10);
        await ch.consume(queue, (message) => {
          if (!message) return;
          // Nothing may escape as an unhandled rejection (it would stop the service): when even retrying
          // fails (the broker went away), the message stays unacked and the broker delivers it again.
          this.deliver(channel, ch, queue, message, bindings).catch((error: Error) =>
            this.logger.error(`${queue}: message left for redelivery: ${error.message}`),
          );
        });
      },
    });
    await channel.waitForConnect();
  }

  private async deliver(
    wrapper: ChannelWrapper,
    channel: ConfirmChannel,
    queue: string,
    message: ConsumeMessage,
    bindings: ReadonlyMap<string, EventBinding>,
  ): Promise<void> {
    const delivered = readDelivered(message.content, bindings);
    if (!delivered.ok) {
      await this.refuse(wrapper, queue, message, delivered);
      ackUnlessClosed(this.logger, () => channel.ack(message));
      return;
    }
    const { event, binding } = delivered;
    try {
      const claim = await this.inbox.claim(queue, event.id);
      if (claim === 'claimed') {
        try {
          await this.handleInTrace(queue, message, event, binding);
        } catch (error) {
          await this.inbox.release(queue, event.id);
          throw error;
        }
        await this.inbox.complete(queue, event.id);
        countEvent(queue, event.type, 'handled');
      } else if (claim === 'handled') countEvent(queue, event.type, 'duplicate');
      else await this.waitForClaim(wrapper, queue, message, event.type);
      ackUnlessClosed(this.logger, () => channel.ack(message));
    } catch (error) {
      await this.retryLater(wrapper, queue, message, error);
      ackUnlessClosed(this.logger, () => channel.ack(message));
    }
  }

  /**
   * An event someone else holds the claim of comes back after the shortest retry delay, without using
   * up an attempt: by then the other copy is handled (and this one is a duplicate), or, a delay or
   * many later, the claim of a process that died handling it has lapsed (and this one is handled).
   * Acking it as a duplicate lost the event of every consumer that died mid-way.
   */
  private async waitForClaim(wrapper: ChannelWrapper, queue: string, message: ConsumeMessage, type: string) {
    await wrapper.sendToQueue(Topology.retryQueue(queue, this.retryDelaysMs[0]), message.content, {
      persistent: true,
      headers: message.properties.headers,
    });
    countEvent(queue, type, 'deferred');
  }

  /** A message no handler can take is dead-lettered at once: no retry makes it readable. */
  private async refuse(
    wrapper: ChannelWrapper,
    queue: string,
    message: ConsumeMessage,
    { type, problem }: Extract<Delivered, { ok: false }>,
  ) {
    this.logger.error(`${queue}: ${type} event refused (${problem}); dead-lettered`);
    const headers = { ...message.properties.headers, 'x-shop-last-error': problem };
    await wrapper.sendToQueue(Topology.deadLetterQueue(queue), message.content, { persistent: true, headers });
    countEvent(queue, type, 'dead_lettered');
  }

  /** Handles the event as part of the trace that published it: one checkout is one trace. */
  private handleInTrace(
    queue: string,
    message: ConsumeMessage,
    event: IntegrationEvent,
    binding: EventBinding,
  ): Promise<void> {
    // The headers carry the publisher's trace; a message published without tracing falls back to the event's own.
    const headers = message.properties.headers;
    const parent = traceContextOf(headers?.traceparent ? headers : event.traceContext);
    const options = {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.destination.name': queue, 'messaging.message.id': event.id },
    };
    return tracer.startActiveSpan(`handle ${event.type}`, options, parent, async (span) => {
      try {
        await binding.handle(event);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    });
  }

  private async retryLater(wrapper: ChannelWrapper, queue: string, message: ConsumeMessage, error: unknown) {
    const attempt = Number(message.properties.headers?.[RETRY_HEADER] ?? 0);
    const reason = error instanceof Error ? error.message : String(error);
    const headers = { ...message.properties.headers, [RETRY_HEADER]: attempt + 1, 'x-shop-last-error': reason };
    if (attempt < this.retryDelaysMs.length) {
      this.logger.warn(
        `${queue}: handling failed (${reason}); retry ${attempt + 1} in ${this.retryDelaysMs[attempt]} ms`,
      );
      await wrapper.sendToQueue(Topology.retryQueue(queue, this.retryDelaysMs[attempt]), message.content, {
        persistent: true,
        headers,
      });
      countEvent(queue, eventTypeOf(message), 'retried');
    } else {
      this.logger.error(`${queue}: handling failed ${attempt + 1} times (${reason}); dead-lettered`);
      await wrapper.sendToQueue(Topology.deadLetterQueue(queue), message.content, { persistent: true, headers });
      countEvent(queue, eventTypeOf(message), 'dead_lettered');
    }
  }
}
