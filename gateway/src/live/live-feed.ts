import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AmqpConnection, checkShape, IdentityEvents, Topology } from '@shop/common';
import type { Channel, ConsumeMessage } from 'amqplib';
import { liveEventsReceived, liveFeedConsuming } from './live-metrics';
import { LiveHub } from './live-hub';
import { NewestVersions } from './newest-versions';
import { LIVE_SOURCES } from './to-live-events';

/**
 * Most messages the gateway's queue holds while the gateway cannot keep up; the oldest are dropped
 * beyond (streams then miss them, as a stream dropped for being slow would), so a stalled gateway
 * never fills the broker.
 */
const QUEUE_MAX_MESSAGES = 100_000;
/** Not shown on a stream: it ends the streams of a session that was logged out or revoked. */
const SESSION_ENDED = IdentityEvents.sessionEnded.type;
/** Products whose newest announced version is kept (a few MB at most; the whole catalogue of a large shop). */
const VERSIONS_KEPT = 100_000;

/**
 * Feeds the live streams from the event bus. Each gateway consumes through its own queue (server-named,
 * exclusive, deleted with its connection) bound to the events the streams show, so every replica gets
 * every event and the broker keeps nothing per stream or after the gateway is gone. Each payload is
 * checked with its event's contract; one that fails is counted and left out, and so is a product's
 * announcement older than one already fanned out (NewestVersions). Nothing is acknowledged:
 * an event that did not reach a stream is never worth sending again later (pages refetch instead).
 */
@Injectable()
export class LiveFeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('LiveFeed');
  private consumedBefore = false;
  private consumingNow = false;
  private readonly versions = new NewestVersions(VERSIONS_KEPT);

  constructor(
    private readonly connection: AmqpConnection,
    private readonly hub: LiveHub,
  ) {}

  /** Not awaited: the gateway serves calls while the broker is away, and streams start when it is back. */
  onApplicationBootstrap(): void {
    this.connection.manager.on('disconnect', () => {
      this.consumingNow = false;
      liveFeedConsuming.set(0);
    });
    this.connection.manager.createChannel({
      setup: (channel: Channel) => this.consume(channel),
    });
  }

  private async consume(channel: Channel): Promise<void> {
    await channel.assertExchange(Topology.eventsExchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', {
      exclusive: true,
      autoDelete: true,
      arguments: { 'x-max-length': QUEUE_MAX_MESSAGES },
    });
    for (const type of [...LIVE_SOURCES.keys(), SESSION_ENDED]) {
      await channel.bindQueue(queue, Topology.eventsExchange, type);
    }
    await channel.consume(queue, (message) => message && this.receive(message), { noAck: true });
    // A new queue after a lost connection: what was published in between reached no queue of ours.
    if (this.consumedBefore) this.hub.refetchAll();
    this.consumedBefore = true;
    this.consumingNow = true;
    liveFeedConsuming.set(1);
    this.logger.log(`consuming ${[...LIVE_SOURCES.keys()].join(', ')}`);
  }

  /** Whether events reach the streams now (readiness reports it). */
  consuming(): boolean {
    return this.consumingNow;
  }

  private receive(message: ConsumeMessage): void {
    const type = message.fields.routingKey;
    if (type === SESSION_ENDED) return this.endSession(message);
    const source = LIVE_SOURCES.get(type);
    const event = parsed(message);
    const payload = source && event && checkShape(source.contract.payload, event.payload);
    if (!source || !payload?.ok || typeof event?.id !== 'string') {
      liveEventsReceived.inc({ type, outcome: 'refused' });
      this.logger.warn(`${type} event refused: ${payload && !payload.ok ? payload.problem : 'not an event'}`);
      return;
    }
    const versioned = source.versionOf?.(payload.value);
    if (versioned && !this.versions.isNewest(versioned.key, versioned.version)) {
      liveEventsReceived.inc({ type, outcome: 'superseded' });
      return;
    }
    for (const live of source.toLive(event.id, payload.value)) this.hub.publish(live);
    liveEventsReceived.inc({ type, outcome: 'fanned_out' });
  }

  private endSession(message: ConsumeMessage): void {
    const payload = checkShape(IdentityEvents.sessionEnded.payload, parsed(message)?.payload);
    if (!payload.ok) {
      liveEventsReceived.inc({ type: SESSION_ENDED, outcome: 'refused' });
      this.logger.warn(`${SESSION_ENDED} event refused: ${payload.problem}`);
      return;
    }
    this.hub.endSession(payload.value.userId, payload.value.sessionId);
    liveEventsReceived.inc({ type: SESSION_ENDED, outcome: 'fanned_out' });
  }
}

function parsed(message: ConsumeMessage): { id?: unknown; payload?: unknown } | undefined {
  try {
    return JSON.parse(message.content.toString()) as { id?: unknown; payload?: unknown };
  } catch {
    return undefined;
  }
}
