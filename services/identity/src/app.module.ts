import { DynamicModule, Module, OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { CoreModule, MediaStorage, OutboxRelay } from '@shop/common';
import { Model } from 'mongoose';
import { ModuleRef } from '@nestjs/core';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { LoginThrottle } from './auth/login-throttle';
import { RefreshToken, RefreshTokenSchema } from './auth/refresh-token.schema';
import { TokenService } from './auth/token.service';
import { IDENTITY_ENV, IdentityEnv } from './config';
import { BackgroundMails } from './mail/background-mails';
import { MailerService } from './mail/mailer.service';
import { EmailChangeController } from './email-change/email-change.controller';
import { EmailChangeService } from './email-change/email-change.service';
import { EmailChangeStore } from './email-change/email-change.store';
import { OrderMailLedger } from './order-mail/order-mail.ledger';
import { OrderMailRenderer } from './order-mail/order-mail.renderer';
import { OrderMailResender } from './order-mail/order-mail.resender';
import { ORDER_MAIL_MODEL, orderMailSchema } from './order-mail/order-mail.schema';
import { OrderMailSender } from './order-mail/order-mail.sender';
import { OrderStatusMailConsumer } from './order-mail/order-status.consumer';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { ResetCodeStore } from './password-reset/reset-code.store';
import { UserContactHandler } from './rpc/user-contact.handler';
import { StaffController } from './staff/staff.controller';
import { StaffRoles } from './staff/staff-roles.service';
import { AdminAccountInitializer } from './users/admin-account.initializer';
import { User, UserSchema } from './users/user.schema';
import { UsersController } from './users/users.controller';
import { RegistrationService } from './users/registration.service';
import { UsersService } from './users/users.service';

@Module({})
export class AppModule implements OnModuleInit {
  constructor(private readonly moduleRef: ModuleRef) {}

  static withEnv(env: IdentityEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService({ service: 'identity', env, mongo: true }),
        MongooseModule.forFeature([
          { name: User.name, schema: UserSchema },
          { name: RefreshToken.name, schema: RefreshTokenSchema },
          { name: ORDER_MAIL_MODEL, schema: orderMailSchema },
        ]),
        JwtModule.register({}),
      ],
      controllers: [AuthController, UsersController, EmailChangeController, PasswordResetController, StaffController],
      providers: [
        { provide: IDENTITY_ENV, useValue: env },
        {
          provide: MediaStorage,
          useFactory: () =>
            new MediaStorage({
              endpoint: env.S3_ENDPOINT,
              accessKey: env.MINIO_ROOT_USER,
              secretKey: env.MINIO_ROOT_PASSWORD,
              bucket: env.MEDIA_BUCKET,
              publicBaseUrl: env.PUBLIC_BASE_URL,
            }),
        },
        UsersService,
        RegistrationService,
        AuthService,
        LoginThrottle,
        TokenService,
        MailerService,
        BackgroundMails,
        ResetCodeStore,
        EmailChangeStore,
        EmailChangeService,
        PasswordResetService,
        AdminAccountInitializer,
        UserContactHandler,
        StaffRoles,
        {
          provide: OrderMailRenderer,
          // WEB_ORIGIN may list several origins (the gateway's CORS); the first is the shop's own, as in payment.
          useFactory: () => new OrderMailRenderer({ shopName: env.SHOP_NAME, webOrigin: env.WEB_ORIGIN.split(',')[0] }),
        },
        OrderMailLedger,
        OrderMailSender,
        OrderStatusMailConsumer,
        OrderMailResender,
      ],
    };
  }

  /** user.registered waits in each new user's outbox until the broker confirms it. */
  onModuleInit(): void {
    this.moduleRef
      .get(OutboxRelay, { strict: false })
      .watch(this.moduleRef.get<Model<User>>(getModelToken(User.name), { strict: false }));
  }
}
