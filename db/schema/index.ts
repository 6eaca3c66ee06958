export * from './accounts';
export * from './jobs';
export * from './idempotency';
export * from './audit';
export * from './webhooks';
export * from './markup';
export * from './payin';
export * from './payout';
