import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@shop/common';
import { CartModule } from './cart/cart.module';
import { CART_ENV, CartEnv } from './config';

@Module({})
export class AppModule {
  static withEnv(env: CartEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forService({ service: 'cart', env, mongo: false }), CartModule],
      providers: [{ provide: CART_ENV, useValue: env }],
      exports: [CART_ENV],
      global: true,
    };
  }
}
