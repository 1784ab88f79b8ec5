import { DeclaredRoute, declaredRoutes } from '@shop/common';
import { addressEnvSchema } from '../../services/address/src/config';
import { AppModule as AddressApp } from '../../services/address/src/app.module';
import { cartEnvSchema } from '../../services/cart/src/config';
import { AppModule as CartApp } from '../../services/cart/src/app.module';
import { deliveryEnvSchema } from '../../services/delivery/src/config';
import { AppModule as DeliveryApp } from '../../services/delivery/src/app.module';
import { catalogEnvSchema } from '../../services/catalog/src/config';
import { AppModule as CatalogApp } from '../../services/catalog/src/app.module';
import { identityEnvSchema } from '../../services/identity/src/config';
import { AppModule as IdentityApp } from '../../services/identity/src/app.module';
import { orderEnvSchema } from '../../services/order/src/config';
import { AppModule as OrderApp } from '../../services/order/src/app.module';
import { paymentEnvSchema } from '../../services/payment/src/config';
import { AppModule as PaymentApp } from '../../services/payment/src/app.module';
import { LIVE_ROUTE } from '../src/live/live-route';
import type { AccessEntry, ServiceName } from '../src/proxy/routes';

/** Each service's application module, as its main.ts builds it (default settings: only the routes are read). */
const APPLICATIONS = {
  identity: () => IdentityApp.withEnv(identityEnvSchema.parse({})),
  catalog: () => CatalogApp.withEnv(catalogEnvSchema.parse({})),
  cart: () => CartApp.withEnv(cartEnvSchema.parse({})),
  address: () => AddressApp.withEnv(addressEnvSchema.parse({})),
  order: () => OrderApp.withEnv(orderEnvSchema.parse({})),
  payment: () => PaymentApp.withEnv(paymentEnvSchema.parse({})),
  delivery: () => DeliveryApp.withEnv(deliveryEnvSchema.parse({})),
} satisfies Record<ServiceName, unknown>;

/** Every route of every service's controllers, with the service that answers it. */
export function declaredServiceRoutes(): { service: ServiceName; route: DeclaredRoute }[] {
  return (Object.entries(APPLICATIONS) as [ServiceName, () => Parameters<typeof declaredRoutes>[0]][]).flatMap(
    ([service, application]) => declaredRoutes(application()).map((route) => ({ service, route })),
  );
}

/**
 * The gateway's access table as the services declare it: every /api route of every service's
 * controllers (the gateway routes nothing else to services), with its method, its access (@Public,
 * @Anonymous, @Staff) and its service, and the gateway's own route (GET /api/live), in a stable order.
 */
export function declaredApi(): AccessEntry[] {
  return declaredServiceRoutes()
    .filter(({ route }) => route.path.startsWith('/api/'))
    .map(({ service, route }): AccessEntry => ({
      method: route.method,
      path: route.path,
      access: route.access,
      service,
    }))
    .concat(LIVE_ROUTE)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
