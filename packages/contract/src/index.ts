export * from './constants.ts';
export * from './errors.ts';
export * from './ids.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './users.ts';
export * from './web-extras.ts';
