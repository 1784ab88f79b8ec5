import { Schema, Types } from 'mongoose';

export const SYNONYM_GROUP_MODEL = 'SynonymGroup';
export const SYNONYM_SEED_MODEL = 'SynonymSeed';

export type SynonymKind = 'twoWay' | 'oneWay';

/**
 * One group of the search's synonyms (issue 36): `twoWay`, words for the same thing, each finding the
 * others; `oneWay`, a general word (`from`) widened to the things it covers (`words`), never back.
 * Phrases are stored normalised as the search cuts them (synonym-rules.ts).
 */
export interface SynonymGroup {
  _id: Types.ObjectId;
  kind: SynonymKind;
  from?: string;
  words: string[];
  /** Moved on by every save: a save naming an older one is refused (CHANGED_MEANWHILE). */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export const synonymGroupSchema = new Schema<SynonymGroup>(
  {
    kind: { type: String, required: true, enum: ['twoWay', 'oneWay'] },
    from: { type: String },
    words: { type: [String], required: true },
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'synonym_groups' },
);

/**
 * The marker that the starter list was written once (`_id: 'starter'`): an admin who deletes starter
 * groups does not get them back at the next start.
 */
export interface SynonymSeed {
  _id: string;
  groups: number;
  createdAt: Date;
}

export const synonymSeedSchema = new Schema<SynonymSeed>(
  { _id: { type: String, required: true }, groups: { type: Number, required: true } },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'synonym_seeds' },
);
