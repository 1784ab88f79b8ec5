export * from './api-client';
export * from './images';
export * from './mail-catcher';
export * from './metrics';
export * from './users';
export * from './shop-fixtures';
export * from './query-plans';
export * from './test-checkout';
