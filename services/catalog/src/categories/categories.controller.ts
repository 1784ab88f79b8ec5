import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ok, Public, Role, Roles } from '@shop/common';
import { CategoriesService } from './categories.service';
import { CategoryIdDto, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';

@Controller('api/category')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Post('add-category')
  @Roles(Role.admin)
  async add(@Body() body: CreateCategoryDto) {
    return ok(await this.categories.create(body), 'Category added');
  }

  @Get('get')
  @Public()
  async list() {
    return ok(await this.categories.list(), 'Categories');
  }

  @Put('update')
  @Roles(Role.admin)
  async update(@Body() body: UpdateCategoryDto) {
    return ok(await this.categories.update(body), 'Category updated');
  }

  @Delete('delete')
  @Roles(Role.admin)
  async delete(@Body() body: CategoryIdDto) {
    await this.categories.delete(body._id);
    return ok({ _id: body._id }, 'Category deleted');
  }
}
