import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CoreModule } from '@shop/common';
import { CheckoutClosingService } from './closing/checkout-closing.service';
import { PackedRefundsService } from './closing/packed-refunds.service';
import { RefundRetrier } from './closing/refund-retrier';
import { PaymentOfOrderHandler } from './rpc/payment-of-order.handler';
import { OrderEventsHandler } from './integration-events/order-events.handler';
import { CreateCheckoutSessionHandler } from './rpc/create-checkout-session.handler';
import { CheckoutSessionsService } from './checkout-sessions/checkout-sessions.service';
import { PAYMENT_ENV, PaymentEnv } from './config';
import { PackedRefundRecords } from './payments/packed-refund-records';
import { Payment, PaymentSchema } from './payments/payment.schema';
import { PaymentsService } from './payments/payments.service';
import { RefundDue, RefundDueSchema, RefundQueue } from './payments/refund-queue';
import { stripeProvider } from './stripe/stripe.provider';
import { TestCheckoutController } from './test-checkout/test-checkout.controller';
import { TestCheckoutService } from './test-checkout/test-checkout.service';
import { ProcessedEvent, ProcessedEventSchema } from './webhooks/processed-event.schema';
import { StripeWebhooksService } from './webhooks/stripe-webhooks.service';
import { WebhooksController } from './webhooks/webhooks.controller';

@Module({})
export class AppModule {
  static withEnv(env: PaymentEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService({ service: 'payment', env, mongo: true }),
        MongooseModule.forFeature([
          { name: Payment.name, schema: PaymentSchema },
          { name: ProcessedEvent.name, schema: ProcessedEventSchema },
          { name: RefundDue.name, schema: RefundDueSchema },
        ]),
      ],
      controllers: [WebhooksController, TestCheckoutController],
      providers: [
        { provide: PAYMENT_ENV, useValue: env },
        stripeProvider,
        PaymentsService,
        RefundQueue,
        PackedRefundRecords,
        PackedRefundsService,
        CheckoutSessionsService,
        CreateCheckoutSessionHandler,
        StripeWebhooksService,
        CheckoutClosingService,
        RefundRetrier,
        PaymentOfOrderHandler,
        OrderEventsHandler,
        TestCheckoutService,
      ],
    };
  }
}
