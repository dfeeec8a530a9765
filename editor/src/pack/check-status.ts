/** The problems panel's status line, from the pack check's stage reports. */
import type { PackSummary, StageReport } from './pack-checker.ts';

/** One line about the check: what the last step did, and what is still running. */
export function checkStatusOf(report: StageReport, packs: readonly PackSummary[], busy: boolean): string {
  // Runs come in batches: the line says how many this step ran.
  const ran = report.files.length;
  const did = { rules: 'rules checked', parts: 'scenarios compiled', runs: ran === 1 ? 'scenario run' : `${ran} scenarios run` }[report.stage];
  const runs = packs
    .filter((p) => p.scenarios.total > 0)
    .map((p) => {
      const s = p.scenarios;
      return `${p.name}: ${s.passed + s.failed}/${s.total} scenarios run${s.failed > 0 ? `, ${s.failed} failing` : ''}${!p.playable ? ' (waiting for the rules to load)' : ''}`;
    })
    .join('; ');
  return `${did} in ${report.millis} ms${busy ? ', checking on…' : ''}${runs ? ` — ${runs}` : ''}`;
}
