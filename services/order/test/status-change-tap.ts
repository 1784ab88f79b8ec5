import { IntegrationEvent, OrderLifecycleEvents, OrderStatusChangedPayload, Topology } from '@shop/common';
import amqp, { ChannelModel, ConfirmChannel } from 'amqplib';
import { eventually } from '@shop/testkit';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const STATUS_CHANGED = OrderLifecycleEvents.orderStatusChanged.type;

/**
 * Listens to order.status-changed on the bus (a queue of its own, gone when closed), so a suite can
 * hand an event it saw to every consumer again, exactly as the broker does when it redelivers one.
 */
export class StatusChangeTap {
  private readonly seen: IntegrationEvent<OrderStatusChangedPayload>[] = [];

  private constructor(
    private readonly connection: ChannelModel,
    private readonly channel: ConfirmChannel,
  ) {}

  static async open(): Promise<StatusChangeTap> {
    const connection = await amqp.connect(RABBITMQ_URL);
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange(Topology.eventsExchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(queue, Topology.eventsExchange, STATUS_CHANGED);
    const tap = new StatusChangeTap(connection, channel);
    await channel.consume(queue, (message) => message && tap.seen.push(JSON.parse(message.content.toString())), {
      noAck: true,
    });
    return tap;
  }

  /** The order's cancellation, once it has gone by. */
  async cancellationOf(orderId: string): Promise<IntegrationEvent<OrderStatusChangedPayload>> {
    const find = () => this.seen.find(({ payload }) => payload.orderId === orderId && payload.to === 'CANCELLED');
    await eventually(async () => find() !== undefined, `the cancellation of ${orderId} on the bus`);
    return find()!;
  }

  async publish(event: IntegrationEvent<OrderStatusChangedPayload>): Promise<void> {
    this.channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), { persistent: true });
    await this.channel.waitForConfirms();
  }

  close(): Promise<void> {
    return this.connection.close();
  }
}
