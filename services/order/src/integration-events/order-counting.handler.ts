import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, onEvent, OrderLifecycleEvents } from '@shop/common';
import { OrderCounters } from '../counters/order-counters';

export const ORDER_COUNTING_QUEUE = 'order.counters';

/** Counts every change of an order's status for the admin list and overview (see OrderCounters). */
@Injectable()
export class OrderCountingHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly counters: OrderCounters,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: ORDER_COUNTING_QUEUE,
      handlers: [onEvent(OrderLifecycleEvents.orderStatusChanged, ({ payload }) => this.counters.count(payload))],
    });
  }
}
