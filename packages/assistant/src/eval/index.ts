/** The evaluation harness: scores an assistant on questions written apart from its data. */
export * from './copies';
export * from './evaluate';
export type * from './types';
