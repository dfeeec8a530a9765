/**
 * No node test file replaces a module (vi.mock, vi.doMock): the node project's
 * files share their worker's modules (test/vitest.config.ts, `isolate:
 * false`), so a mock would reach only the files imported after it, and a
 * module already loaded would stay real. What a test must fake (the bench's
 * cores and load average) the code takes as a parameter instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A call of vi's mock or doMock, built so that this file's own text does not hold the call it looks for. */
const MOCK_CALL = new RegExp(`\\bvi\\.(${'mock'}|do${'Mock'})\\s*\\(`);

describe('module mocks', () => {
  it('no node test file replaces a module: they share their modules', () => {
    const files = sourceFiles(root, 'test').filter((f) => !f.startsWith('test/browser/'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => MOCK_CALL.test(readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });

  it('the check finds a module mock where one is written, and not a spy', () => {
    for (const call of ['mock', 'doMock']) expect(MOCK_CALL.test(`vi.${call}('node:os', () => ({}))`), call).toBe(true);
    expect(MOCK_CALL.test('vi.fn(); vi.spyOn(os, "cpus")')).toBe(false);
  });
});
