/**
 * "Did you mean ...?" for names a designer typed: the closest known name by
 * edit distance, compared case-insensitively, if it is close enough to help.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (s === t) return 0;
  let prev = new Array<number>(t.length + 1);
  let curr = new Array<number>(t.length + 1);
  for (let j = 0; j <= t.length; j++) prev[j] = j;
  for (let i = 1; i <= s.length; i++) {
    curr[0] = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      curr[j] = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[t.length]!;
}

/** The best suggestion among `known` for `typed`, or undefined when nothing is near. */
export function suggest(typed: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const limit = Math.max(2, Math.floor(typed.length / 3));
  // Lengths as editDistance compares them (lower case can change a length).
  const typedLength = typed.toLowerCase().length;
  for (const name of known) {
    // The distance is at least the difference in length: a name that far off can never be
    // suggested, and a hostile 1 MB value is not compared letter by letter with every name.
    if (Math.abs(typedLength - name.toLowerCase().length) > limit) continue;
    const d = editDistance(typed, name);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

export function didYouMean(typed: string, known: Iterable<string>): string | undefined {
  const s = suggest(typed, known);
  return s === undefined ? undefined : `did you mean \`${s}\`?`;
}
