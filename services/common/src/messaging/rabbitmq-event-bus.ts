import { Injectable, Logger } from '@nestjs/common';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { countEvent, eventTypeOf } from '../observability/messaging-metrics';
import { ackUnlessClosed } from './ack';
import { AmqpConnection } from './amqp.connection';
import { EventBus, Subscription } from './event-bus';
import { InboxStore } from './inbox.store';
import type { IntegrationEvent } from './integration-event';
import { RETRY_DELAYS_MS, Topology } from './topology';
import { currentTraceCarrier, traceContextOf } from './trace-context';

const RETRY_HEADER = 'x-shop-retries';
const tracer = trace.getTracer('@shop/common/event-bus');

/**
 * Events over a durable topic exchange with publisher confirms. Consumers ack after handling, skip
 * events their inbox has seen, retry failures with growing delays and dead-letter what keeps failing.
 */
@Injectable()
export class RabbitMqEventBus extends EventBus {
  private readonly logger = new Logger('EventBus');
  private readonly publisher: ChannelWrapper;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly inbox: InboxStore,
    private readonly retryDelaysMs: number[] = RETRY_DELAYS_MS,
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

  async subscribe({ queue, events, handler }: Subscription): Promise<void> {
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
        for (const pattern of events) await ch.bindQueue(queue, Topology.eventsExchange, pattern);
        await ch.prefetch(10);
        await ch.consume(queue, (message) => {
          if (!message) return;
          // Nothing may escape as an unhandled rejection (it would stop the service): when even retrying
          // fails (the broker went away), the message stays unacked and the broker delivers it again.
          this.deliver(channel, ch, queue, message, handler).catch((error: Error) =>
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
    handler: Subscription['handler'],
  ): Promise<void> {
    let event: IntegrationEvent;
    try {
      event = JSON.parse(message.content.toString());
    } catch {
      this.logger.error(`${queue}: unreadable message dead-lettered`);
      await wrapper.sendToQueue(Topology.deadLetterQueue(queue), message.content, { persistent: true });
      countEvent(queue, 'unreadable', 'dead_lettered');
      ackUnlessClosed(this.logger, () => channel.ack(message));
      return;
    }
    try {
      if (await this.inbox.claim(queue, event.id)) {
        try {
          await this.handleInTrace(queue, message, event, handler);
        } catch (error) {
          await this.inbox.release(queue, event.id);
          throw error;
        }
        await this.inbox.complete(queue, event.id);
        countEvent(queue, event.type, 'handled');
      } else countEvent(queue, event.type, 'duplicate');
      ackUnlessClosed(this.logger, () => channel.ack(message));
    } catch (error) {
      await this.retryLater(wrapper, queue, message, error);
      ackUnlessClosed(this.logger, () => channel.ack(message));
    }
  }

  /** Handles the event as part of the trace that published it: one checkout is one trace. */
  private handleInTrace(queue: string, message: ConsumeMessage, event: IntegrationEvent, handler: Subscription['handler']): Promise<void> {
    // The headers carry the publisher's trace; a message published without tracing falls back to the event's own.
    const headers = message.properties.headers;
    const parent = traceContextOf(headers?.traceparent ? headers : event.traceContext);
    const options = { kind: SpanKind.CONSUMER, attributes: { 'messaging.destination.name': queue, 'messaging.message.id': event.id } };
    return tracer.startActiveSpan(`handle ${event.type}`, options, parent, async (span) => {
      try {
        await handler(event);
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
      this.logger.warn(`${queue}: handling failed (${reason}); retry ${attempt + 1} in ${this.retryDelaysMs[attempt]} ms`);
      await wrapper.sendToQueue(Topology.retryQueue(queue, this.retryDelaysMs[attempt]), message.content, { persistent: true, headers });
      countEvent(queue, eventTypeOf(message), 'retried');
    } else {
      this.logger.error(`${queue}: handling failed ${attempt + 1} times (${reason}); dead-lettered`);
      await wrapper.sendToQueue(Topology.deadLetterQueue(queue), message.content, { persistent: true, headers });
      countEvent(queue, eventTypeOf(message), 'dead_lettered');
    }
  }
}
