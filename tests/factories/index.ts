export * from './contacts';
export * from './db';
export * from './drinks';
export * from './highlights';
export * from './menu';
export * from './offers';
export { uniqueName } from './unique';
