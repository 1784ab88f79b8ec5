import { IsOptional } from 'class-validator';
import { ImageUrl, ObjectIdField, RequiredText } from '../../shared/dto-fields';

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
}

export class CategoryIdDto {
  @ObjectIdField('_id')
  _id: string;
}
