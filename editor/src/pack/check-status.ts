/** The problems panel's status line, from the pack check's stage reports. */
import type { PackSummary, StageReport } from './pack-checker.ts';

/** One line about the check: what the last step did, and what is still running. */
export function checkStatusOf(report: StageReport, packs: readonly PackSummary[], busy: boolean): string {
  const did = { rules: 'rules checked', parts: 'scenarios compiled', runs: 'scenario run' }[report.stage];
  const runs = packs
    .filter((p) => p.scenarios.total > 0)
    .map((p) => {
      const s = p.scenarios;
      const ran = s.passed + s.failed;
      return `${p.name}: ${ran}/${s.total} scenarios run${s.failed > 0 ? `, ${s.failed} failing` : ''}${!p.playable ? ' (waiting for the rules to load)' : ''}`;
    })
    .join('; ');
  return `${did} in ${report.millis} ms${busy ? ', checking on…' : ''}${runs ? ` — ${runs}` : ''}`;
}
