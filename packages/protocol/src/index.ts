export * from './api.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './shape.ts';
