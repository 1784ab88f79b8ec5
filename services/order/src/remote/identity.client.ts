import { Inject, Injectable, Logger } from '@nestjs/common';
import { CustomerContact, FulfilmentRpc, RpcClient, StaffMember } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';

@Injectable()
export class IdentityClient {
  private readonly logger = new Logger('IdentityClient');

  constructor(
    private readonly rpc: RpcClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  /**
   * The buyer's name, e-mail (lowercased, as the admin search matches it) and mobile, copied onto the
   * order. Null when identity does not know the user, cannot be reached or is slow: an order never
   * fails for want of its buyer's contact (its admin row then shows none).
   */
  async contactOf(userId: string): Promise<CustomerContact | null> {
    try {
      const contact = await this.rpc.request(FulfilmentRpc.userContact, { userId }, this.env.IDENTITY_RPC_TIMEOUT_MS);
      return contact && { ...contact, email: contact.email.trim().toLowerCase() };
    } catch (error) {
      this.logger.warn(`contact of user ${userId} not stored with the order: ${(error as Error).message}`);
      return null;
    }
  }

  /** The staff member with this e-mail, or null for none (an admin giving an order to a rider waits for it). */
  staffMember(email: string): Promise<StaffMember | null> {
    return this.rpc.request(FulfilmentRpc.staffMember, { email }, this.env.IDENTITY_RPC_TIMEOUT_MS);
  }
}
