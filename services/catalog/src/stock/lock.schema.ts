import { Schema } from 'mongoose';

export const LOCK_MODEL = 'CatalogLock';

export interface CatalogLock {
  /** What is locked, e.g. `product:<id>`. */
  _id: string;
  expiresAt: Date;
}

export const lockSchema = new Schema<CatalogLock>({ _id: { type: String, required: true }, expiresAt: { type: Date, required: true } }, { collection: 'locks', versionKey: false });
