import { Body, Controller, Delete, HttpCode, Post, Put } from '@nestjs/common';
import { ok, Public, Role, Roles } from '@shop/common';
import { CreateSubCategoryDto, SubCategoryIdDto, UpdateSubCategoryDto } from './dto/sub-category.dto';
import { SubCategoriesService } from './sub-categories.service';

@Controller('api/subcategory')
export class SubCategoriesController {
  constructor(private readonly subCategories: SubCategoriesService) {}

  @Post('create')
  @Roles(Role.admin)
  async create(@Body() body: CreateSubCategoryDto) {
    return ok(await this.subCategories.create(body), 'Sub-category added');
  }

  /** A read, though the spec's client POSTs it. */
  @Post('get')
  @HttpCode(200)
  @Public()
  async list() {
    return ok(await this.subCategories.list(), 'Sub-categories');
  }

  @Put('update')
  @Roles(Role.admin)
  async update(@Body() body: UpdateSubCategoryDto) {
    return ok(await this.subCategories.update(body), 'Sub-category updated');
  }

  @Delete('delete')
  @Roles(Role.admin)
  async delete(@Body() body: SubCategoryIdDto) {
    await this.subCategories.delete(body._id);
    return ok({ _id: body._id }, 'Sub-category deleted');
  }
}
