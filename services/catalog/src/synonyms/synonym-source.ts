import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { SynonymList } from '../search/synonyms';
import { SYNONYM_GROUP_MODEL, SynonymGroup } from './synonym-group.schema';

/**
 * The admin's synonyms as the search reads them: read whole by each replica's search index when it
 * loads and after the change log says they changed (products/queries/product-mirror.ts), never per search.
 */
@Injectable()
export class SynonymSource {
  constructor(@InjectModel(SYNONYM_GROUP_MODEL) private readonly groups: Model<SynonymGroup>) {}

  async read(): Promise<SynonymList> {
    const groups = await this.groups.find({}, { kind: 1, from: 1, words: 1 }).lean<SynonymGroup[]>();
    return toSynonymList(groups);
  }
}

export function toSynonymList(groups: Pick<SynonymGroup, 'kind' | 'from' | 'words'>[]): SynonymList {
  return {
    twoWay: groups.filter((group) => group.kind === 'twoWay').map((group) => group.words),
    oneWay: groups
      .filter((group) => group.kind === 'oneWay' && group.from)
      .map((group) => ({ from: group.from!, to: group.words })),
  };
}
