import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok, schema } from '@shop/common';
import { AddressService } from './address.service';
import { AddressIdDto } from './dto/address-id.dto';
import { CreateAddressDto } from './dto/create-address.dto';
import { UpdateAddressDto } from './dto/update-address.dto';
import { ADDRESS } from '../api-answers';

/** Saved delivery addresses of the signed-in user (every route needs a caller). */
@Controller('api/address')
export class AddressController {
  constructor(private readonly addresses: AddressService) {}

  @Post('create')
  @ApiAnswer(ADDRESS)
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateAddressDto) {
    return ok(await this.addresses.create(user.id, body), 'Address Created Successfully');
  }

  @Get('get')
  @ApiAnswer(schema.array(ADDRESS))
  async list(@CurrentUser() user: AuthUser) {
    return ok(await this.addresses.listActive(user.id), 'List of address');
  }

  @Put('update')
  @ApiAnswer(ADDRESS)
  async update(@CurrentUser() user: AuthUser, @Body() body: UpdateAddressDto) {
    return ok(await this.addresses.update(user.id, body), 'Address Updated');
  }

  @Delete('disable')
  @ApiAnswer(schema.nothing)
  async disable(@CurrentUser() user: AuthUser, @Body() body: AddressIdDto) {
    await this.addresses.disable(user.id, body._id);
    return ok(null, 'Address Remove');
  }
}
