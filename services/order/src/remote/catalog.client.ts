import { Inject, Injectable } from '@nestjs/common';
import { CatalogRpc, ProductSnapshot, RpcClient, StockLine } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';

@Injectable()
export class CatalogClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  snapshots(ids: string[]): Promise<ProductSnapshot[]> {
    return this.rpc.request(CatalogRpc.productSnapshots, { ids }, this.env.RPC_TIMEOUT_MS);
  }

  /**
   * Holds stock for every line or none; a short product comes back as a 409 with the catalog's message.
   * The catalog settles the reservation itself after `expiresInSeconds` if nothing confirmed it.
   */
  async reserve(reservationId: string, lines: StockLine[], expiresInSeconds: number): Promise<void> {
    await this.rpc.request(
      CatalogRpc.reserveStock,
      { reservationId, lines, expiresInSeconds },
      this.env.RPC_TIMEOUT_MS,
    );
  }

  /** Hands a reservation back; repeating it has no further effect. */
  async release(reservationId: string): Promise<void> {
    await this.rpc.request(CatalogRpc.releaseStock, { reservationId }, this.env.RPC_TIMEOUT_MS);
  }
}
