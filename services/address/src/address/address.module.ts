import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AddressOfUserHandler } from '../rpc/address-of-user.handler';
import { AddressController } from './address.controller';
import { Address, AddressSchema } from './address.schema';
import { AddressService } from './address.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Address.name, schema: AddressSchema }])],
  controllers: [AddressController],
  providers: [AddressService, AddressOfUserHandler],
})
export class AddressModule {}
