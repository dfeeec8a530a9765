/** Runs `fn` once, `ms` after the last call (typing: the check, the tree and the preview wait for a pause). */
export function debounce(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn();
    }, ms);
  };
}

/**
 * Work that waits for the pack check's answer to the latest edit (`answered`), or `ms` at the longest: the tree,
 * the colours and the preview re-read the file on the main thread, and a keystroke's marker must not queue behind them.
 */
export class AfterCheck {
  private readonly waiting = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly ms: number) {}

  /** `work` runs (once) when the check answers next, or after `ms`. */
  schedule(work: () => void): void {
    this.waiting.add(work);
    this.timer ??= setTimeout(() => this.answered(), this.ms);
  }

  answered(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const due = [...this.waiting];
    this.waiting.clear();
    for (const work of due) work();
  }
}
