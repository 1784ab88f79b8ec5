import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites, REDIS, toObjectId } from '@shop/common';
import type Redis from 'ioredis';
import { Model } from 'mongoose';
import { ZoneChangedMeanwhile, ZoneNotFound } from '../delivery.errors';
import { covers } from './pincode-ranges';
import { ZoneFields } from './zone-rules';
import { Zone, ZONE_MODEL } from './zone.schema';

/** Bumped by every zone write: each replica reads its zones again when it moved, and only then. */
const ZONES_VERSION_KEY = 'delivery:zones-version';

/**
 * The zones, the one writer of them, and which zone serves a pincode. Quotes run on every checkout, so
 * the active zones are kept in memory and read again only when the shared version says a write landed
 * (one Redis read per lookup, against a database read).
 */
@Injectable()
export class ZonesService {
  private cached?: { version: string | null; zones: Zone[] };

  constructor(
    @InjectModel(ZONE_MODEL) private readonly zones: Model<Zone>,
    private readonly writes: DocumentWrites,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Every zone, active ones first, newest first. */
  async list(): Promise<Zone[]> {
    const all = await this.zones.find().sort({ createdAt: -1, _id: -1 }).lean<Zone[]>();
    return [...all.filter((zone) => zone.active), ...all.filter((zone) => !zone.active)];
  }

  async create(fields: ZoneFields): Promise<Zone> {
    const created = await this.zones.create(fields);
    await this.changed();
    return created.toObject() as Zone;
  }

  /** Saves the zone as the admin edited it, if nobody saved it since they loaded it (`updatedAt`). */
  async update(id: string, loadedAt: string, fields: ZoneFields): Promise<Zone> {
    const _id = toObjectId(id, '_id');
    const { matchedCount } = await this.writes.atomically(this.zones, _id, () =>
      this.zones.updateOne({ _id, updatedAt: new Date(loadedAt) }, { $set: fields }),
    );
    await this.changed();
    if (!matchedCount) {
      throw (await this.zones.exists({ _id })) ? new ZoneChangedMeanwhile() : new ZoneNotFound();
    }
    return (await this.zones.findById(_id).lean<Zone>())!;
  }

  /** The zone serves nobody any more; orders already booked in its slots keep them. */
  async deactivate(id: string): Promise<void> {
    const _id = toObjectId(id, '_id');
    const { matchedCount } = await this.writes.atomically(this.zones, _id, () =>
      this.zones.updateOne({ _id }, { $set: { active: false } }),
    );
    await this.changed();
    if (!matchedCount) throw new ZoneNotFound();
  }

  /** The active zones, newest first (the order in which they win a pincode). */
  async active(): Promise<Zone[]> {
    const version = await this.redis.get(ZONES_VERSION_KEY);
    if (this.cached && this.cached.version === version) return this.cached.zones;
    const zones = await this.zones.find({ active: true }).sort({ createdAt: -1, _id: -1 }).lean<Zone[]>();
    this.cached = { version, zones };
    return zones;
  }

  /** The zone that serves the pincode; undefined when none does. `configured` is false when no zone is active at all. */
  async zoneFor(pincode: string): Promise<{ zone?: Zone; configured: boolean }> {
    const zones = await this.active();
    return { zone: zones.find((zone) => covers(zone.ranges, pincode)), configured: zones.length > 0 };
  }

  /** A zone by id, active or not (a slot booked before it was deactivated still names it). */
  async byId(id: string): Promise<Zone | undefined> {
    const active = (await this.active()).find((zone) => zone._id.toHexString() === id);
    if (active) return active;
    return (await this.zones.findById(toObjectId(id, 'zoneId')).lean<Zone>()) ?? undefined;
  }

  /** Adds the zone unless one with its id exists (a second replica starting at once adds nothing). */
  async createOnce(id: string, fields: ZoneFields): Promise<boolean> {
    const { upsertedCount } = await this.zones.updateOne(
      { _id: toObjectId(id, '_id') },
      { $setOnInsert: fields },
      { upsert: true },
    );
    if (upsertedCount) await this.changed();
    return upsertedCount > 0;
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.zones.exists({}));
  }

  private async changed(): Promise<void> {
    await this.redis.incr(ZONES_VERSION_KEY);
  }
}
