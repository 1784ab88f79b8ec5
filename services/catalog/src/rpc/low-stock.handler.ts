import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { FulfilmentRpc, RpcServer } from '@shop/common';
import { ProductQueries } from '../products/queries/product-queries';

/** Serves catalog.low-stock (contracts/fulfilment.contracts.ts): the admin overview's products to restock. */
@Injectable()
export class LowStockHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly queries: ProductQueries,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.handle(FulfilmentRpc.lowStock, ({ threshold, limit }) => this.queries.lowStock(threshold, limit));
  }
}
