import { IsOptional } from 'class-validator';
import { ImageUrl, ObjectIdField, Revision, RequiredText } from '../../shared/dto-fields';

export class CreateCategoryDto {
  @RequiredText('name', 100)
  name: string;

  @ImageUrl()
  image?: string;
}

export class UpdateCategoryDto {
  @ObjectIdField('_id')
  _id: string;

  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ImageUrl()
  image?: string;

  /** The revision the admin loaded: the save is refused when another landed meanwhile. */
  @IsOptional()
  @Revision()
  revision?: number;
}

export class CategoryIdDto {
  @ObjectIdField('_id')
  _id: string;
}
