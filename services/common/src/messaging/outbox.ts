import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import { Model, Schema } from 'mongoose';
import { outboxFound, outboxPublished } from '../observability/messaging-metrics';
import { DocumentLocks, lockKey } from '../redis/document-locks';
import { JobLeases } from '../redis/job-leases';
import { EventBus } from './event-bus';
import { createEvent, IntegrationEvent } from './integration-event';
import { traceContextOf } from './trace-context';

/**
 * Events wait in an `outbox` array on the very document whose change they announce, written in the
 * same single-document update (FerretDB has no transactions). The relay publishes them and pulls them
 * off once the broker confirms, so an event survives a broker outage or a crash.
 */
export const outboxEntrySchema = new Schema<IntegrationEvent>(
  { id: { type: String, required: true }, type: String, occurredAt: String, payload: Schema.Types.Mixed, traceContext: Schema.Types.Mixed },
  { _id: false },
);

export function withOutbox<S extends Schema<any>>(schema: S): S {
  (schema as Schema).add({ outbox: { type: [outboxEntrySchema], default: [] } });
  return schema;
}

/** The update fragment that queues an event on the document being written. */
export function queueEvent<T>(type: string, payload: T): { $push: { outbox: IntegrationEvent<T> } } {
  return { $push: { outbox: createEvent(type, payload) } };
}

const SWEEP_INTERVAL_MS = 5_000;
/**
 * A replica publishes its own writes' events at once (kick). Events another replica left behind (it
 * crashed between writing and publishing) are found by this sweep, which one replica at a time runs.
 */
const SWEEP_FOR_OTHERS_INTERVAL_MS = 60_000;
const BATCH = 100;

@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly models: Model<any>[] = [];
  private timer?: NodeJS.Timeout;
  private othersTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  /**
   * Whether events may be waiting: set by kick() and by a sweep that could not finish. The timer
   * sweeps only then, because on FerretDB each sweep scans whole collections (no index serves
   * `outbox.0`), which kept it busy without pause on a catalogue of a few thousand products.
   */
  private owed = true;

  constructor(
    private readonly bus: EventBus,
    @Optional() private readonly locks?: DocumentLocks,
    @Optional() private readonly leases?: JobLeases,
  ) {}

  /** Adds a collection whose documents carry an outbox. */
  watch(model: Model<any>): void {
    this.models.push(model);
  }

  /** Publishes pending events now (call after a write that queued one). */
  kick(): void {
    this.owed = true;
    if (this.running) {
      this.again = true;
      return;
    }
    // A pass runs in no request's trace: each event is published in the trace it was created in.
    this.running = context.with(ROOT_CONTEXT, () => this.drain()).finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.owed && this.kick(), SWEEP_INTERVAL_MS);
    this.othersTimer = setInterval(() => void this.sweepForOthers(), SWEEP_FOR_OTHERS_INTERVAL_MS);
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.othersTimer);
    await this.running;
  }

  /** Drains every watched collection, whichever replica queued the events (see SWEEP_FOR_OTHERS_INTERVAL_MS). */
  async sweepForOthers(): Promise<void> {
    const sweep = async () => {
      this.kick();
      await this.running;
    };
    try {
      await (this.leases ? this.leases.runExclusive('outbox-sweep', SWEEP_FOR_OTHERS_INTERVAL_MS, sweep) : sweep());
    } catch (error) {
      this.logger.warn(`sweep for other replicas' events skipped: ${(error as Error).message}`);
    }
  }

  private async drain(): Promise<void> {
    this.owed = false;
    for (const model of this.models) {
      try {
        const pending = await model.find({ 'outbox.0': { $exists: true } }, { outbox: 1 }).limit(BATCH).lean();
        if (pending.length === BATCH) this.owed = true;
        outboxFound(model.collection.name, pending);
        for (const document of pending) {
          for (const event of document.outbox as IntegrationEvent[]) {
            await context.with(traceContextOf(event.traceContext), () => this.bus.publish(event, 3_000));
            // The stored entry itself is pulled, unchanged: FerretDB's $pull matches whole elements only, so
            // a partial condition like { id } matched nothing and the event was republished every sweep.
            // Under the document's lock, since on FerretDB an unguarded pull can undo a concurrent write.
            const pull = () => model.collection.updateOne({ _id: document._id } as never, { $pull: { outbox: event } } as never);
            await (this.locks ? this.locks.withLock(lockKey(model.collection.name, document._id), pull) : pull());
            outboxPublished(model.collection.name);
          }
        }
      } catch (error) {
        this.owed = true;
        this.logger.warn(`events wait in ${model.collection.name}: ${(error as Error).message}`);
      }
    }
  }
}
