/**
 * The names an effect string may quote, as the pack check last found them:
 * the loader's world (each game's content check returns its categories,
 * Columbia's `locations` or Baldur's Gate's `districts`, in vocabulary
 * order), each named by the type its category has in the game's registry.
 * The editor knows no game's files: what a name is comes from the module.
 * Pure: world in, names out.
 */

/** The loader's world: category -> the names quoted strings may use. */
export type PackWorld = Readonly<Record<string, readonly string[] | undefined>>;

export interface PackName {
  name: string;
  /** What it is, in the registry's words: `location`, `world event`. */
  kind: string;
  /** Its category's place in the game's vocabulary: completion lists the first categories first. */
  rank: number;
}

export function worldNames(world: PackWorld | undefined, types: Readonly<Record<string, string>>): PackName[] {
  const out: PackName[] = [];
  const seen = new Set<string>();
  Object.entries(world ?? {}).forEach(([category, names], rank) => {
    const kind = (types[category] ?? category).replace(/-/g, ' ');
    for (const name of names ?? []) {
      const key = `${kind}:${name.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ name, kind, rank });
    }
  });
  return out;
}
