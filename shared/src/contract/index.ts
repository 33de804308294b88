export * from './common';
export * from './wire';
export * from './entities';
export * from './endpoints';
export * from './request';
export * from './provider-client';
export * from './openapi';
export * from './control';
