import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  CustomerContact,
  EventBus,
  IntegrationEvent,
  onEvent,
  OrderLifecycleEvents,
  OrderStatusChangedPayload,
} from '@shop/common';
import { UsersService } from '../users/users.service';
import { OrderMailLedger } from './order-mail.ledger';
import { OrderMailRenderer } from './order-mail.renderer';
import { OrderMailSender } from './order-mail.sender';
import { mailStepOf } from './order-mail.steps';

/**
 * Tells the shopper of each step of their order (order-mail.steps.ts), exactly once per change: the
 * mail is recorded under the change's id before it is sent, so a redelivered or duplicated event finds
 * the record and sends nothing. A failing SMTP server leaves the mail pending for the resender; the
 * event is handled all the same, and nothing about the order waits on mail.
 */
@Injectable()
export class OrderStatusMailConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger('OrderMail');

  constructor(
    private readonly bus: EventBus,
    private readonly users: UsersService,
    private readonly renderer: OrderMailRenderer,
    private readonly ledger: OrderMailLedger,
    private readonly sender: OrderMailSender,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: 'identity.order-mail',
      handlers: [onEvent(OrderLifecycleEvents.orderStatusChanged, (event) => this.handle(event))],
    });
  }

  private async handle({ payload }: IntegrationEvent<OrderStatusChangedPayload>): Promise<void> {
    const step = mailStepOf(payload);
    if (!step) return;
    const customer = await this.customerOf(payload);
    if (!customer) {
      this.logger.warn(`${payload.changeId}: user ${payload.userId} has no e-mail address; no mail sent`);
      return;
    }
    const mail = await this.ledger.record(
      {
        _id: payload.changeId,
        orderId: payload.orderId,
        step,
        to: customer.email,
        messageId: this.sender.messageIdFor(payload.changeId),
        ...this.renderer.render(step, payload, customer),
      },
      this.sender.leaseMs,
    );
    if (mail) await this.sender.send(mail);
  }

  /** The contact copied onto the order, else the user's own (orders made before the copy existed). */
  private async customerOf(payload: OrderStatusChangedPayload): Promise<CustomerContact | null> {
    const customer = payload.customer ?? (await this.users.contactOf(payload.userId));
    return customer?.email ? customer : null;
  }
}
