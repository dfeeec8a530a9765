/**
 * The effect language's executable form (ir.ts): what the checker lowers a
 * string into (dsl/) and what the core runs (core/effects/). A leaf both
 * import, so neither depends on the other's insides.
 */
export type * from './ir.ts';
export { isCondition } from './ir.ts';
export { walk, type Visited } from './walk.ts';
