import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ObjectIdField, Revision } from '../../shared/dto-fields';

// The shape of a group as sent; what its phrases may be (normalised, lengths, sizes) is synonym-rules.ts's.
const TEXT = 200;
const LIST = 100;

export class SynonymGroupDto {
  @IsIn(['twoWay', 'oneWay'], { message: 'kind must be twoWay or oneWay' })
  kind: 'twoWay' | 'oneWay';

  /** One-way groups only: the general word that also finds `words`. */
  @IsOptional()
  @IsString({ message: 'from must be text' })
  @MaxLength(TEXT, { message: `from must be at most ${TEXT} characters` })
  from?: string;

  @IsArray({ message: 'words must be a list' })
  @ArrayMaxSize(LIST, { message: `words may hold at most ${LIST} entries` })
  @IsString({ each: true, message: 'words must hold text' })
  @MaxLength(TEXT, { each: true, message: `each word must be at most ${TEXT} characters` })
  words: string[];
}

export class UpdateSynonymGroupDto extends SynonymGroupDto {
  @ObjectIdField('_id')
  _id: string;

  /** The revision the admin loaded: the save is refused (CHANGED_MEANWHILE) when another landed meanwhile. */
  @Revision()
  revision: number;
}

export class DeleteSynonymGroupDto {
  @ObjectIdField('_id')
  _id: string;

  @Revision()
  revision: number;
}

export class AddSynonymPhraseDto {
  /** What shoppers typed (a query that found nothing, say). */
  @IsString({ message: 'phrase must be text' })
  @MaxLength(TEXT, { message: `phrase must be at most ${TEXT} characters` })
  phrase: string;

  /** The word the shop sells it as: the phrase joins that word's two-way group, or a new one. */
  @IsString({ message: 'synonymOf must be text' })
  @MaxLength(TEXT, { message: `synonymOf must be at most ${TEXT} characters` })
  synonymOf: string;
}
