export * from './contract';
export * from './address.contracts';
export * from './cart.contracts';
export * from './catalog.contracts';
export * from './identity.contracts';
export * from './order.contracts';
export * from './payment.contracts';
