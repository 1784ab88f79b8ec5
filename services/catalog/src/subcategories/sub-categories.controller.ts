import { Body, Controller, Delete, HttpCode, Post, Put } from '@nestjs/common';
import { ApiAnswer, ok, Public, Staff, schema } from '@shop/common';
import { CreateSubCategoryDto, SubCategoryIdDto, UpdateSubCategoryDto } from './dto/sub-category.dto';
import { SubCategoriesService } from './sub-categories.service';
import { DELETED, SUB_CATEGORY } from '../api-answers';

@Controller('api/subcategory')
export class SubCategoriesController {
  constructor(private readonly subCategories: SubCategoriesService) {}

  @Post('create')
  @ApiAnswer(SUB_CATEGORY)
  @Staff('manager')
  async create(@Body() body: CreateSubCategoryDto) {
    return ok(await this.subCategories.create(body), 'Sub-category added');
  }

  /** A read, though the spec's client POSTs it. */
  @Post('get')
  @ApiAnswer(schema.array(SUB_CATEGORY))
  @HttpCode(200)
  @Public()
  async list() {
    return ok(await this.subCategories.list(), 'Sub-categories');
  }

  @Put('update')
  @ApiAnswer(SUB_CATEGORY)
  @Staff('manager')
  async update(@Body() body: UpdateSubCategoryDto) {
    return ok(await this.subCategories.update(body), 'Sub-category updated');
  }

  @Delete('delete')
  @ApiAnswer(DELETED)
  @Staff('manager')
  async delete(@Body() body: SubCategoryIdDto) {
    await this.subCategories.delete(body._id);
    return ok({ _id: body._id }, 'Sub-category deleted');
  }
}
