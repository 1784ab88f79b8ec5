import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@shop/common';
import { IDENTITY_ENV, IdentityEnv } from './config';

@Module({})
export class AppModule {
  static withEnv(env: IdentityEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forService({ service: 'identity', env, mongo: true })],
      providers: [{ provide: IDENTITY_ENV, useValue: env }],
    };
  }
}
