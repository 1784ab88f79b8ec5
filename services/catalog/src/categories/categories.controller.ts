import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiAnswer, ok, Public, Staff, schema } from '@shop/common';
import { ProductRefs } from '../products/product-refs';
import { CategoriesService } from './categories.service';
import { CategoryIdDto, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import { CATEGORY, DELETED, RENAME_PROGRESS } from '../api-answers';

@Controller('api/category')
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly productRefs: ProductRefs,
  ) {}

  @Post('add-category')
  @ApiAnswer(CATEGORY)
  @Staff('manager')
  async add(@Body() body: CreateCategoryDto) {
    return ok(await this.categories.create(body), 'Category added');
  }

  @Get('get')
  @ApiAnswer(schema.array(CATEGORY))
  @Public()
  async list() {
    return ok(await this.categories.list(), 'Categories');
  }

  @Put('update')
  @ApiAnswer(CATEGORY)
  @Staff('manager')
  async update(@Body() body: UpdateCategoryDto) {
    return ok(await this.categories.update(body), 'Category updated');
  }

  /** Category and sub-category renames whose products are still being updated in the background. */
  @Get('renames')
  @ApiAnswer(schema.array(RENAME_PROGRESS))
  @Staff('manager')
  async renames() {
    return ok(await this.productRefs.inProgress(), 'Renames in progress');
  }

  @Delete('delete')
  @ApiAnswer(DELETED)
  @Staff('manager')
  async delete(@Body() body: CategoryIdDto) {
    await this.categories.delete(body._id);
    return ok({ _id: body._id }, 'Category deleted');
  }
}
