/**
 * Checks the content folder off the main thread, incrementally
 * (pack-checker.ts): the page sends the files once, then each edit; the
 * worker answers with one report per stage step, most urgent first. Between
 * steps it lets queued messages in, so a newer keystroke is checked before
 * the background work (compiling and running scenarios) goes on.
 */
import { FALLBACK_GAME, GAMES, loadGamePack } from '../../../interpreter/games/index.ts';
import { PackChecker, type PackSummary, type StageReport } from './pack-checker.ts';

export type PackCheckRequest =
  /**
   * `focus`: the file the designer is at; its pack is checked first. `role`: what this worker reports:
   * the rules (keystrokes), or the scenarios (compiled and run; it checks the rules too, silently).
   */
  | {
      kind: 'files';
      texts: [string, string][];
      folderName: string;
      focus?: string;
      role: CheckRole;
    }
  /** Changed texts; null: the file went away. */
  | { kind: 'edit'; changes: [string, string | null][] };

export type CheckRole = 'rules' | 'scenarios';

export type PackCheckReply = { kind: 'report'; report: StageReport; packs: PackSummary[]; busy: boolean } | { kind: 'failed'; error: string };

/** Wires one checker to the worker's messages: the checker lives in this closure, not at module level. */
function serve(scope: { onmessage: ((e: MessageEvent<PackCheckRequest>) => void) | null; postMessage(reply: PackCheckReply): void }): void {
  let checker = new PackChecker();
  let role: CheckRole = 'rules';
  let scheduled = false;
  let later: ReturnType<typeof setTimeout> | undefined;
  const work = () => {
    scheduled = false;
    if (checker.nextStage() === null) {
      // Only scenario runs are left, and the designer is still typing: come back when the pause is long enough.
      if (checker.busy()) later = setTimeout(schedule, checker.waitMs());
      return;
    }
    let report: StageReport | null;
    try {
      report = checker.step();
    } catch (error) {
      scope.postMessage({
        kind: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    if (report === null) return;
    const busy = checker.busy();
    // The scenarios worker's rules findings are the rules worker's to tell.
    if (role === 'rules' || report.stage !== 'rules')
      scope.postMessage({
        kind: 'report',
        report,
        packs: checker.summaries(),
        busy,
      });
    if (busy) schedule();
  };
  // A macrotask between steps: messages that arrived meanwhile are applied before the next step.
  const schedule = () => {
    if (later !== undefined) clearTimeout(later);
    later = undefined;
    if (scheduled) return;
    scheduled = true;
    setTimeout(work, 0);
  };
  // Until the files come, each game's schemas are compiled (a load of a bare pack.yaml does it): the
  // first real check then pays only for reading the pack. One game a task; the files stop it.
  const warm = [...GAMES].sort((a, b) => Number(b.id === FALLBACK_GAME) - Number(a.id === FALLBACK_GAME)).map((g) => g.id);
  let filesCame = false;
  const warmUp = () => {
    const game = warm.shift();
    if (filesCame || game === undefined) return;
    loadGamePack({ 'pack.yaml': `game: ${game}\n` });
    setTimeout(warmUp, 0);
  };
  setTimeout(warmUp, 0);
  scope.onmessage = (event) => {
    const request = event.data;
    filesCame = true;
    if (request.kind === 'files') {
      role = request.role;
      checker = new PackChecker(undefined, { scenarios: role === 'scenarios' });
      checker.setFiles(request.texts, request.folderName, request.focus);
    } else checker.edit(request.changes);
    schedule();
  };
}

serve(self as unknown as Parameters<typeof serve>[0]);
