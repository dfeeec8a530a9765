/**
 * Which packs the content folder holds, from its file paths alone: the
 * editor serves a pack folder of any name (the form `rulewright check` and
 * `simulate --content` take) as well as a folder of packs.
 *
 *   <folder>/pack.yaml, board.yaml, scenarios/…, bots/…   one pack: the folder itself
 *   <folder>/<pack>/pack.yaml, …                           each top-level folder is a pack
 *
 * A pack's `scenarios/` and `bots/` folders are parts of it, never packs of
 * their own; in a folder of packs, YAML files at the top or in such a folder
 * belong to no pack (they are listed, not checked). The content server draws
 * the same line (editor/server/store.ts: a folder holding `pack.yaml` is a
 * pack). Pure: paths in, layout out.
 */

/** A pack's folders that hold one file each, kept beside its rules files. */
export const PART_FOLDERS = ['scenarios', 'bots'] as const;

export interface PackPlace {
  /** The pack's folder inside the content folder: '' when the content folder is the pack, else `columbia`. */
  root: string;
  /** What the editor calls it: its folder's name. */
  name: string;
  /** Its files' content paths, sorted. */
  files: string[];
}

export interface PackLayout {
  packs: PackPlace[];
  /** YAML files in no pack (a folder of packs with loose files at its top). */
  outside: string[];
}

const isYaml = (p: string) => /\.ya?ml$/i.test(p);

/**
 * The layout of the content folder. `folderName` is the content folder's own
 * name (the server reports it): the name of a pack that is the whole folder.
 */
export function packLayout(paths: Iterable<string>, folderName = 'pack'): PackLayout {
  const all = [...paths].filter(isYaml).sort();
  const top = all.filter((p) => !p.includes('/'));
  const firstFolder = (p: string) => p.split('/')[0]!;
  const folderPacks = new Set(all.filter((p) => /^[^/]+\/pack\.ya?ml$/i.test(p)).map(firstFolder));
  const partAtTop = all.some((p) => p.includes('/') && (PART_FOLDERS as readonly string[]).includes(firstFolder(p)));
  const folderIsPack = top.some((p) => /^pack\.ya?ml$/i.test(p)) || (folderPacks.size === 0 && (top.length > 0 || partAtTop));
  if (folderIsPack) return { packs: [{ root: '', name: folderName, files: all }], outside: [] };

  const byFolder = new Map<string, string[]>();
  const outside: string[] = [...top];
  for (const p of all) {
    if (!p.includes('/')) continue;
    const folder = firstFolder(p);
    if ((PART_FOLDERS as readonly string[]).includes(folder) && !folderPacks.has(folder)) {
      outside.push(p);
      continue;
    }
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), p]);
  }
  const packs = [...byFolder].sort(([a], [b]) => a.localeCompare(b)).map(([root, files]) => ({ root, name: root, files }));
  return { packs, outside: outside.sort() };
}

/** Whether a content path lies inside the pack at `root` (every path does when the content folder is the pack). */
export function holds(pack: Pick<PackPlace, 'root'>, path: string): boolean {
  return pack.root === '' || path.startsWith(`${pack.root}/`);
}

/** Of some packs (places, check summaries, check states), the one holding a content path. */
export function packHolding<T extends Pick<PackPlace, 'root'>>(packs: readonly T[], path: string): T | undefined {
  return packs.find((p) => holds(p, path));
}

/** The pack a content path belongs to, if any. */
export function packOf(layout: PackLayout, path: string): PackPlace | undefined {
  return packHolding(layout.packs, path);
}

/** A content path as the pack sees it (`board.yaml`, `scenarios/combat/x.yaml`). */
export function inPack(pack: Pick<PackPlace, 'root'>, path: string): string {
  return pack.root === '' ? path : path.slice(pack.root.length + 1);
}

/** A path inside the pack as a content path. */
export function contentPathIn(pack: Pick<PackPlace, 'root'>, inside: string): string {
  return pack.root === '' ? inside : `${pack.root}/${inside}`;
}

/** What a file is to its pack: one of its rules files, a scenario, a bot, or a golden playthrough record. */
export type FilePart = 'rules' | 'scenario' | 'bot' | 'golden' | 'other';

export function partOf(pack: Pick<PackPlace, 'root'>, path: string): FilePart {
  const parts = inPack(pack, path).split('/');
  if (parts.length === 1) return 'rules';
  if (parts[0] === 'scenarios') return parts[1] === 'golden' && parts.length > 2 ? 'golden' : 'scenario';
  if (parts[0] === 'bots') return 'bot';
  return 'other';
}

/** The texts of one pack's files, keyed as the loader reads them (by their path inside the pack). */
export function packTexts(pack: PackPlace, texts: ReadonlyMap<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of pack.files) {
    const text = texts.get(p);
    if (text !== undefined) out[inPack(pack, p)] = text;
  }
  return out;
}
