import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import { Model } from 'mongoose';
import { outboxFound, outboxPublished } from '../observability/messaging-metrics';
import { DocumentWrites } from '../storage/document-writes';
import { JobLeases } from '../redis/job-leases';
import { EventBus } from './event-bus';
import { IntegrationEvent } from './integration-event';
import { clearOutboxPending, flagOutboxesFromBefore, OUTBOX_PENDING } from './outbox-pending';
import { traceContextOf } from './trace-context';

const SWEEP_INTERVAL_MS = 5_000;
/**
 * A replica publishes its own writes' events at once (kick). Events another replica left behind (it
 * crashed between writing and publishing) are found by this sweep, which one replica at a time runs.
 */
const SWEEP_FOR_OTHERS_INTERVAL_MS = 60_000;
const BATCH = 100;
/** Flagging the documents from before the flag reads a collection once; other replicas wait meanwhile. */
const FLAG_FROM_BEFORE_LEASE_MS = 10 * 60_000;

/**
 * A document named for publishing: with the events its writes queued, already on their way to the
 * broker, or none (the document is read).
 */
interface Named {
  id: unknown;
  queued?: { events: IntegrationEvent[]; published: Promise<boolean> };
}

/**
 * Publishes outbox events. After a write, the service names the document (kick), with the events that
 * write queued: the relay publishes those at once, and a pass pulls them off once the broker has
 * confirmed them, without reading the document back (a read of a product costs FerretDB about a
 * millisecond of CPU, and every checkout queues two events). Passes run one at a time, one write after
 * another, so the relay adds one operation at most to what the engine runs at once; publishing waits
 * for none of them, so a price change never waits behind the pulls of earlier orders
 * (deploy/k6/results/live-streams.md). A document named without its events, whose events the broker did not confirm, or whose pull found
 * nothing, is read by `_id` and all its events published. Collections are swept for documents flagged
 * `outboxPending` (an indexed equality: only the documents with events are read) when events may wait
 * that nobody named: at start (left by this replica before a restart), after a pass that failed, and
 * once a minute in one replica for events a crashed replica left behind. Once a document's events are
 * all pulled off, its flag is cleared.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly models: Model<any>[] = [];
  private timer?: NodeJS.Timeout;
  private stopSweepingForOthers?: () => void;
  private running?: Promise<void>;
  private again = false;
  /** Documents with events just queued, per collection and `_id`, not yet pulled off (see Named). */
  private readonly named = new Map<Model<any>, Map<string, Named>>();
  /** Whether the next pass also scans every collection. */
  private scanOwed = true;

  constructor(
    private readonly bus: EventBus,
    @Optional() private readonly writes?: DocumentWrites,
    @Optional() private readonly leases?: JobLeases,
  ) {}

  /** Adds a collection whose documents carry an outbox. */
  watch(model: Model<any>): void {
    this.models.push(model);
  }

  /**
   * Publishes the events just queued on this document (call after the write that queued them, with
   * exactly the events it pushed, as they were pushed; without them the document is read).
   */
  kick(model: Model<any>, documentId: unknown, queued?: IntegrationEvent[]): void {
    // As stored (an ObjectId given as a string): the pulls go to the collection as they are, and one that
    // matched nothing had the document read and every event published a second time.
    const id = model.castObject({ _id: documentId })._id;
    this.name(model, id, queued && { events: queued, published: this.publishNow(queued) });
    this.run();
  }

  /** Answers whether the broker confirmed every event; sent in order, so a document's events arrive in order. */
  private publishNow(events: IntegrationEvent[]): Promise<boolean> {
    return Promise.all(events.map((event) => this.publishOne(event))).then(
      () => true,
      () => false,
    );
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => (this.scanOwed || this.named.size) && this.run(), SWEEP_INTERVAL_MS);
    this.stopSweepingForOthers = this.leases?.every(
      'outbox-sweep',
      SWEEP_FOR_OTHERS_INTERVAL_MS,
      SWEEP_FOR_OTHERS_INTERVAL_MS,
      () => this.sweepEverything(),
    );
    this.run();
    void this.flagFromBefore();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.stopSweepingForOthers?.();
    await this.running;
  }

  /**
   * Drains every watched collection, whichever replica queued the events (see SWEEP_FOR_OTHERS_INTERVAL_MS),
   * unless another replica is sweeping them now.
   */
  async sweepForOthers(): Promise<void> {
    try {
      await (this.leases
        ? this.leases.runExclusive('outbox-sweep', SWEEP_FOR_OTHERS_INTERVAL_MS, () => this.sweepEverything())
        : this.sweepEverything());
    } catch (error) {
      this.logger.warn(`sweep for other replicas' events skipped: ${(error as Error).message}`);
    }
  }

  private async sweepEverything(): Promise<void> {
    this.scanOwed = true;
    this.run();
    await this.running;
  }

  /** Once per collection, in one replica: flags the documents whose events were queued before the flag existed. */
  private async flagFromBefore(): Promise<void> {
    const flag = async () => {
      for (const model of this.models) await flagOutboxesFromBefore(model, this.writes);
    };
    try {
      await (this.leases ? this.leases.runExclusive('outbox-flag', FLAG_FROM_BEFORE_LEASE_MS, flag) : flag());
      this.scanOwed = true;
      this.run();
    } catch (error) {
      this.logger.warn(
        `outboxes from before their flag not flagged yet (at the next start): ${(error as Error).message}`,
      );
    }
  }

  private run(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    // A pass runs in no request's trace: each event is published in the trace it was created in.
    this.running = context
      .with(ROOT_CONTEXT, () => this.drain())
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.run();
        }
      });
  }

  private async drain(): Promise<void> {
    const named = [...this.named];
    this.named.clear();
    for (const [model, documents] of named) {
      for (const { id, queued } of documents.values()) {
        try {
          if (queued && (await queued.published) && (await this.pullAll(model, id, queued.events))) continue;
          // Named without its events, the broker did not confirm one, or one was not found to pull (pulled
          // already by a replica's sweep, or not stored as given): whatever the document holds is published.
          const document = await model
            .findById(id, { outbox: 1 })
            .lean<{ _id: unknown; outbox?: IntegrationEvent[] }>();
          if (document) await this.publishAll(model, document._id, document.outbox ?? []);
        } catch (error) {
          // Named again, so the timer's next pass reads this document by its id.
          this.name(model, id);
          this.logger.warn(`events wait in ${model.collection.name}: ${(error as Error).message}`);
        }
      }
    }
    if (this.scanOwed) await this.scan();
  }

  private async scan(): Promise<void> {
    this.scanOwed = false;
    for (const model of this.models) {
      try {
        const pending = await model
          .find({ [OUTBOX_PENDING]: true }, { outbox: 1 })
          .limit(BATCH)
          .lean();
        if (pending.length === BATCH) this.scanOwed = true;
        outboxFound(model.collection.name, pending);
        for (const document of pending) await this.publishAll(model, document._id, document.outbox ?? []);
      } catch (error) {
        this.scanOwed = true;
        this.logger.warn(`events wait in ${model.collection.name}: ${(error as Error).message}`);
      }
    }
  }

  /** Publishes each event, then pulls it off the document (see pullAll). */
  private async publishAll(model: Model<any>, documentId: unknown, events: IntegrationEvent[]): Promise<boolean> {
    return this.pullAll(model, documentId, events, true);
  }

  /**
   * Pulls each event off the document, after publishing it when asked to; answers whether every pull
   * found its event. When every one did, the document's flag is cleared unless events were queued
   * meanwhile.
   */
  private async pullAll(
    model: Model<any>,
    documentId: unknown,
    events: IntegrationEvent[],
    publishFirst = false,
  ): Promise<boolean> {
    let allPulled = true;
    for (const event of events) {
      if (publishFirst) await this.publishOne(event);
      // The stored entry itself is pulled, unchanged: FerretDB's $pull matches whole elements only, so
      // a partial condition like { id } matched nothing and the event was republished every sweep.
      // Atomically: on FerretDB an unguarded pull can undo a concurrent write of the document.
      const pull = () =>
        model.collection.updateOne({ _id: documentId } as never, { $pull: { outbox: event } } as never);
      const { modifiedCount } = await (this.writes ? this.writes.atomically(model, documentId, pull) : pull());
      if (modifiedCount) outboxPublished(model.collection.name);
      else allPulled = false;
    }
    if (allPulled) await clearOutboxPending(model, documentId, this.writes);
    return allPulled;
  }

  /** In the trace the event was created in, not the request's or the pass's that sends it. */
  private publishOne(event: IntegrationEvent): Promise<void> {
    return context.with(traceContextOf(event.traceContext), () => this.bus.publish(event, 3_000));
  }

  /** Two writes' events add up; once the document is to be read, it is read. */
  private name(model: Model<any>, documentId: unknown, queued?: Named['queued']): void {
    let documents = this.named.get(model);
    if (!documents) this.named.set(model, (documents = new Map()));
    const key = String(documentId);
    const known = documents.get(key);
    const added =
      queued && (!known || known.queued)
        ? {
            events: [...(known?.queued?.events ?? []), ...queued.events],
            published: known?.queued
              ? Promise.all([known.queued.published, queued.published]).then((confirmed) => confirmed.every(Boolean))
              : queued.published,
          }
        : undefined;
    documents.set(key, { id: documentId, queued: added });
  }
}
