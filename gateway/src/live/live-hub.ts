import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { Audience, HEARTBEAT_FRAME, LiveEvent, positionFrame, sseFrame } from './live-events';
import { liveEventsDelivered, liveStreamsDropped, liveStreamsOpen } from './live-metrics';
import { LiveStream, Viewer } from './live-stream';
import { FIRST_POSITION, Replayable, ReplayRing } from './replay-ring';

/** The answer header of every /api call naming LiveHub.position() when the call arrived. */
export const LIVE_POSITION_HEADER = 'Live-Position';

/** Most events kept for replay, whatever the window: bounds the ring's memory in a burst. */
const MAX_REPLAY_ENTRIES = 200_000;

/**
 * The gateway's open streams, indexed by what they may see (each product's subscribers, each user's
 * streams, admins' streams), so an event is serialised once and written only to the streams of its
 * audience. Keeps the replay ring, sends the heartbeat, and ends every stream when the gateway stops.
 */
@Injectable()
export class LiveHub implements BeforeApplicationShutdown {
  private readonly byProduct = new Map<string, Set<LiveStream>>();
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private readonly admins = new Set<LiveStream>();
  private readonly all = new Set<LiveStream>();
  private readonly ring: ReplayRing;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.ring = new ReplayRing(env.LIVE_REPLAY_SECONDS * 1000, MAX_REPLAY_ENTRIES);
    this.heartbeat = setInterval(() => this.beat(), env.LIVE_HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  /**
   * Adds a stream. With the id of the last event it saw, it first gets what it missed and may see;
   * when that is no longer kept, a refetch (with the newest id, to resume from next time). Then the
   * position it has reached, so that a browser reconnecting a stream that saw no event of its own
   * resumes from here, not from nothing.
   */
  join(stream: LiveStream, lastEventId: string | undefined): void {
    const missed = lastEventId ? this.ring.after(lastEventId) : [];
    if (missed) {
      for (const entry of missed) this.replay(stream, entry);
      stream.send(positionFrame(this.position()));
    } else stream.send(sseFrame({ id: this.ring.newestId(), name: 'refetch', data: {} }));
    this.all.add(stream);
    liveStreamsOpen.set(this.all.size);
    const { products, userId, admin } = stream.viewer;
    for (const productId of products) add(this.byProduct, productId, stream);
    if (userId) add(this.byUser, userId, stream);
    if (admin) this.admins.add(stream);
  }

  /**
   * Where the events stand now (the newest event's id): every /api answer carries it (Live-Position),
   * so a page opening its first stream resumes from its data's moment and misses nothing in between.
   */
  position(): string {
    return this.ring.newestId() ?? FIRST_POSITION;
  }

  leave(stream: LiveStream): void {
    if (!this.all.delete(stream)) return;
    liveStreamsOpen.set(this.all.size);
    const { products, userId } = stream.viewer;
    for (const productId of products) remove(this.byProduct, productId, stream);
    if (userId) remove(this.byUser, userId, stream);
    this.admins.delete(stream);
  }

  publish(event: LiveEvent): void {
    const frame = sseFrame(event);
    this.ring.add({ id: event.id, audience: event.audience, frame, at: Date.now() });
    const streams = this.audienceOf(event.audience);
    if (!streams) return;
    const admin = 'product' in event.audience ? event.audience.admin : undefined;
    let delivered = 0;
    for (const stream of streams) {
      if (admin !== undefined && stream.viewer.admin !== admin) continue;
      stream.send(frame);
      delivered += 1;
    }
    liveEventsDelivered.inc({ event: event.name }, delivered);
  }

  /** A session was logged out or revoked: its streams end now, not when their access token expires. */
  endSession(userId: string, sessionId: string): void {
    const streams = [...(this.byUser.get(userId) ?? [])].filter((stream) => stream.viewer.sessionId === sessionId);
    for (const stream of streams) stream.end();
    liveStreamsDropped.inc({ reason: 'session_ended' }, streams.length);
  }

  /** Events may have passed unseen (the broker connection was lost): every page refetches. */
  refetchAll(): void {
    const frame = sseFrame({ name: 'refetch', data: {} });
    for (const stream of this.all) stream.send(frame);
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    for (const stream of this.all) stream.end();
    liveStreamsDropped.inc({ reason: 'shutdown' }, this.all.size);
  }

  private audienceOf(audience: Audience): ReadonlySet<LiveStream> | undefined {
    if ('product' in audience) return this.byProduct.get(audience.product);
    if ('user' in audience) return this.byUser.get(audience.user);
    return this.admins;
  }

  private replay(stream: LiveStream, entry: Replayable): void {
    if (sees(stream.viewer, entry.audience)) stream.send(entry.frame);
  }

  private beat(): void {
    for (const stream of this.all) stream.send(HEARTBEAT_FRAME);
  }
}

function sees(viewer: Viewer, audience: Audience): boolean {
  if ('product' in audience) {
    return viewer.products.has(audience.product) && (audience.admin === undefined || audience.admin === viewer.admin);
  }
  if ('user' in audience) return viewer.userId === audience.user;
  return viewer.admin;
}

function add<K>(index: Map<K, Set<LiveStream>>, key: K, stream: LiveStream): void {
  const streams = index.get(key);
  if (streams) streams.add(stream);
  else index.set(key, new Set([stream]));
}

function remove<K>(index: Map<K, Set<LiveStream>>, key: K, stream: LiveStream): void {
  const streams = index.get(key);
  if (!streams) return;
  streams.delete(stream);
  if (!streams.size) index.delete(key);
}
