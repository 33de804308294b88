export * from './clock';
export * from './ist';
export * from './windows';
export * from './date-format';
