import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@shop/common';
import { AddressModule } from './address/address.module';
import { AddressEnv } from './config';

@Module({})
export class AppModule {
  static withEnv(env: AddressEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forService({ service: 'address', env, mongo: true }), AddressModule],
    };
  }
}
