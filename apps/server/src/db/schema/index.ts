export * from './enums';
export * from './tenants';
export * from './users';
export * from './content';
export * from './attempts';
export * from './scripts';
export * from './incidents';
export * from './conversations';
