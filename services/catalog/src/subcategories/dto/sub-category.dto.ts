import { IsOptional } from 'class-validator';
import { ImageUrl, ObjectIdField, Revision, RefList, RequiredText } from '../../shared/dto-fields';

export class CreateSubCategoryDto {
  @RequiredText('name', 100)
  name: string;

  @ImageUrl()
  image?: string;

  /** Category ids, or the {_id, name} objects the client holds. */
  @RefList('category', { min: 1 })
  category: string[];
}

export class UpdateSubCategoryDto {
  @ObjectIdField('_id')
  _id: string;

  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ImageUrl()
  image?: string;

  @IsOptional()
  @RefList('category', { min: 1 })
  category?: string[];

  /** The revision the admin loaded: the save is refused when another landed meanwhile. */
  @IsOptional()
  @Revision()
  revision?: number;
}

export class SubCategoryIdDto {
  @ObjectIdField('_id')
  _id: string;
}
