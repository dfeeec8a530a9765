/**
 * The problems panel's status line says what the pack check's last step
 * did: scenario runs come in batches, and the line counts the batch.
 */
import { describe, expect, it } from 'vitest';
import { checkStatusOf } from '../../editor/src/pack/check-status.ts';
import type { PackSummary, StageReport } from '../../editor/src/pack/pack-checker.ts';

const report = (stage: StageReport['stage'], files: string[]): StageReport => ({ stage, files, diagnostics: [], millis: 20 });
const packs: PackSummary[] = [
  {
    root: 'market',
    name: 'market',
    playable: true,
    counts: {},
    world: {},
    effectKeys: [],
    scenarios: { total: 5, compiled: 5, passed: 3, failed: 1, pending: 1, unrun: 1 },
  },
];

describe('the pack check status line', () => {
  it('counts a batch of scenario runs, and names a lone run as one', () => {
    expect(checkStatusOf(report('runs', ['a.yaml', 'b.yaml', 'c.yaml']), packs, true)).toBe('3 scenarios run in 20 ms, checking on… — market: 4/5 scenarios run, 1 failing');
    expect(checkStatusOf(report('runs', ['a.yaml']), packs, false)).toBe('scenario run in 20 ms — market: 4/5 scenarios run, 1 failing');
  });
});
