import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites, toObjectId } from '@shop/common';
import { Model, Types } from 'mongoose';
import { VersionedCache } from '../cache/versioned-cache';
import { ChangedMeanwhile, SynonymGroupNotFound, SynonymGroupsFull, SynonymInOtherGroup } from '../catalog.errors';
import { ProductQueries } from '../products/queries/product-queries';
import { STARTER_SYNONYMS } from '../search/starter-synonyms';
import { adminSave } from '../shared/admin-save';
import { SYNONYM_GROUP_MODEL, SYNONYM_SEED_MODEL, SynonymGroup, SynonymSeed } from './synonym-group.schema';
import {
  checkedGroup,
  claimedPhrases,
  normalisePhrase,
  SYNONYM_LIMITS,
  SynonymGroupFields,
  SynonymGroupInput,
} from './synonym-rules';

const STARTER = 'starter';
const FIELDS = { kind: 1, from: 1, words: 1, revision: 1, createdAt: 1, updatedAt: 1 } as const;

/** The starter groups' ids, fixed: a seeding cut short and run again writes each group once. */
const starterId = (index: number) => new Types.ObjectId(index.toString(16).padStart(24, '0'));

/**
 * The one write path of the search's synonyms (issue 36). Every change is announced on the product
 * change log, which every replica's search reads before each search anyway (so the next search there
 * uses the new list, with no read added per search), and moves the catalogue version on, so no
 * search answer kept under the old list is served again.
 */
@Injectable()
export class SynonymsService {
  private readonly logger = new Logger('Synonyms');

  constructor(
    @InjectModel(SYNONYM_GROUP_MODEL) private readonly groups: Model<SynonymGroup>,
    @InjectModel(SYNONYM_SEED_MODEL) private readonly seeds: Model<SynonymSeed>,
    private readonly writes: DocumentWrites,
    private readonly queries: ProductQueries,
    private readonly pages: VersionedCache,
  ) {}

  /** Every group, two-way first, each kind by its first phrase. */
  async list(): Promise<SynonymGroup[]> {
    const groups = await this.groups.find({}, FIELDS).lean<SynonymGroup[]>();
    const first = (group: SynonymGroup) => group.from ?? group.words[0] ?? '';
    return groups.sort((a, b) => b.kind.localeCompare(a.kind) || first(a).localeCompare(first(b)));
  }

  async create(input: SynonymGroupInput): Promise<SynonymGroup> {
    const fields = checkedGroup(input);
    const others = await this.groups.find({}, { kind: 1, from: 1, words: 1 }).lean<SynonymGroup[]>();
    if (others.length >= SYNONYM_LIMITS.groups) throw new SynonymGroupsFull(SYNONYM_LIMITS.groups);
    refuseClaimed(fields, others);
    const created = await this.groups.create({ ...fields, revision: 0 });
    await this.announce();
    return this.read(created._id);
  }

  /** Replaces the group's phrases, if it is still at the revision the admin loaded (else CHANGED_MEANWHILE). */
  async update(id: string, revision: number, input: SynonymGroupInput): Promise<SynonymGroup> {
    const _id = toObjectId(id, '_id');
    const fields = checkedGroup(input);
    const others = await this.groups.find({ _id: { $ne: _id } }, { kind: 1, from: 1, words: 1 }).lean<SynonymGroup[]>();
    refuseClaimed(fields, others);
    const before = await adminSave<SynonymGroup>(
      this.writes,
      this.groups,
      _id,
      revision,
      (current) => new ChangedMeanwhile('synonym group', answerOf(current)),
      () =>
        fields.from
          ? { $set: { kind: fields.kind, from: fields.from, words: fields.words } }
          : { $set: { kind: fields.kind, words: fields.words }, $unset: { from: 1 } },
    );
    if (!before) throw new SynonymGroupNotFound();
    await this.announce();
    return this.read(_id);
  }

  /** Deletes the group, if it is still at the revision the admin saw. */
  async remove(id: string, revision: number): Promise<void> {
    const _id = toObjectId(id, '_id');
    const { deletedCount } = await this.writes.atomically(this.groups, _id, () =>
      this.groups.deleteOne({ _id, revision }),
    );
    if (!deletedCount) {
      const current = await this.groups.findById(_id, FIELDS).lean<SynonymGroup>();
      if (!current) throw new SynonymGroupNotFound();
      throw new ChangedMeanwhile('synonym group', answerOf(current));
    }
    await this.announce();
  }

  /**
   * A query the shop found nothing for, made a synonym of a word it sells: added to the two-way group
   * holding that word (at the revision read, so a save landing meanwhile is not overwritten), or a new
   * two-way group of the two.
   */
  async addPhrase(phrase: string, synonymOf: string): Promise<SynonymGroup> {
    const target = normalisePhrase(synonymOf);
    const group = await this.groups.findOne({ kind: 'twoWay', words: target }, FIELDS).lean<SynonymGroup>();
    if (!group) return this.create({ kind: 'twoWay', words: [synonymOf, phrase] });
    return this.update(String(group._id), group.revision, { kind: 'twoWay', words: [...group.words, phrase] });
  }

  /**
   * Writes the starter list (starter-synonyms.ts) once, when the store was never initialised: the
   * marker written after it keeps groups an admin deleted from coming back at the next start.
   */
  async seedStarterOnce(): Promise<void> {
    if (await this.seeds.exists({ _id: STARTER })) return;
    const starter: SynonymGroupInput[] = [
      ...STARTER_SYNONYMS.twoWay.map((words) => ({ kind: 'twoWay' as const, words })),
      ...STARTER_SYNONYMS.oneWay.map(({ from, to }) => ({ kind: 'oneWay' as const, from, words: to })),
    ];
    const groups = starter.map(checkedGroup);
    await this.groups.bulkWrite(
      groups.map((fields, index) => ({
        updateOne: {
          filter: { _id: starterId(index) },
          update: { $setOnInsert: { ...fields, revision: 0 } },
          upsert: true,
        },
      })),
    );
    await this.seeds.create({ _id: STARTER, groups: groups.length });
    this.logger.log(`${groups.length} starter synonym groups written`);
    await this.announce();
  }

  private async read(id: Types.ObjectId): Promise<SynonymGroup> {
    const group = await this.groups.findById(id, FIELDS).lean<SynonymGroup>();
    if (!group) throw new SynonymGroupNotFound();
    return group;
  }

  private async announce(): Promise<void> {
    await this.queries.synonymsChanged();
    await this.pages.invalidate();
  }
}

/** The group as answered, for a stale save's `current`. */
function answerOf(group: SynonymGroup) {
  return {
    _id: String(group._id),
    kind: group.kind,
    from: group.from,
    words: group.words,
    revision: group.revision ?? 0,
  };
}

/**
 * Duplicates are refused, not merged: a phrase in two two-way groups would join two meanings the admin
 * kept apart (say "mixer" the grinder and "mixer" the drink), and a merge would hide that choice.
 */
function refuseClaimed(group: SynonymGroupFields, others: SynonymGroup[]): void {
  const claimed = new Map<string, string[]>();
  for (const other of others)
    if (other.kind === group.kind)
      for (const phrase of claimedPhrases(other))
        claimed.set(phrase, other.kind === 'oneWay' ? [other.from!, ...other.words] : other.words);
  for (const phrase of claimedPhrases(group)) {
    const holder = claimed.get(phrase);
    if (holder) throw new SynonymInOtherGroup(phrase, holder);
  }
}
