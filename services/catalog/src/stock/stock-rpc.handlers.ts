import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CatalogRpc, parseRpcRequest, RpcServer } from '@shop/common';
import { z } from 'zod';
import { CATALOG_ENV, CatalogEnv } from '../config';
import { StockService } from './stock.service';

const productId = z.string().regex(/^[0-9a-f]{24}$/i, 'productId must be a valid id');
/** A field name in each product's holds (product.schema.ts), so word characters and dashes only. */
const reservationId = z.string().regex(/^[\w-]{1,200}$/, 'reservationId must be 1 to 200 letters, digits, _ or -');

const snapshotsRequest = z.object({ ids: z.array(z.string()).max(500) });
const reserveRequest = z.object({
  reservationId,
  lines: z
    .array(z.object({ productId, quantity: z.number().int().positive().max(10_000) }))
    .min(1, 'nothing to reserve')
    .max(200),
  expiresInSeconds: z.number().int().positive().max(7 * 24 * 3600).optional(),
});
const releaseRequest = z.object({ reservationId });

/** Serves the catalog's request/response routes (contracts/catalog.contracts.ts) to the other services. */
@Injectable()
export class StockRpcHandlers implements OnApplicationBootstrap {
  constructor(
    private readonly rpc: RpcServer,
    private readonly stock: StockService,
    @Inject(CATALOG_ENV) private readonly env: CatalogEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all([
      this.rpc.handle(CatalogRpc.productSnapshots, async (request) => this.stock.snapshots(parseRpcRequest(snapshotsRequest, request).ids)),
      this.rpc.handle(CatalogRpc.reserveStock, async (request) => {
        const { reservationId, lines, expiresInSeconds } = parseRpcRequest(reserveRequest, request);
        return this.stock.reserve(reservationId, lines, expiresInSeconds ?? this.env.CATALOG_RESERVATION_SECONDS);
      }),
      this.rpc.handle(CatalogRpc.releaseStock, async (request) => this.stock.release(parseRpcRequest(releaseRequest, request).reservationId)),
    ]);
  }
}
