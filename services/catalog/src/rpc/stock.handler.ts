import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CatalogRpc, RpcServer } from '@shop/common';
import { CATALOG_ENV, CatalogEnv } from '../config';
import { StockService } from '../stock/stock.service';

/** Serves the catalog's request/response routes (contracts/catalog.contracts.ts) to the other services. */
@Injectable()
export class StockHandler implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly stock: StockService,
    @Inject(CATALOG_ENV) private readonly env: CatalogEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all([
      this.rpc.handle(CatalogRpc.productSnapshots, ({ ids }) => this.stock.snapshots(ids)),
      this.rpc.handle(CatalogRpc.reserveStock, ({ reservationId, lines, expiresInSeconds }) =>
        this.stock.reserve(reservationId, lines, expiresInSeconds ?? this.env.CATALOG_RESERVATION_SECONDS),
      ),
      this.rpc.handle(CatalogRpc.releaseStock, ({ reservationId }) => this.stock.release(reservationId)),
    ]);
  }
}
