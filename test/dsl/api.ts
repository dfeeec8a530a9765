// The effect language as the tests use it: the public API plus the test-only parse counter.
export * from '../../interpreter/dsl/index.ts';
export { countParses } from '../../interpreter/dsl/parse.ts';
