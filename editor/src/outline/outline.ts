/**
 * The content tree: what a designer sees in a pack, in the game's own words
 * (its module's `editor.outline`: a file's components; its `editor.files`:
 * the files' names and order), scenarios and bots, each pointing at its place
 * in the YAML.
 *
 * Built from the raw YAML text, not the loaded Ruleset, so the tree keeps
 * working while a file has errors. Pure: text in, nodes out.
 */
import { isMap, LineCounter, parseDocument } from 'yaml';
import { contentPathIn, inPack, packLayout, partOf } from '../workspace/packs.ts';
import { FALLBACK_GAME, gameModule } from '../../../interpreter/games/index.ts';
import { plainOutline, type OutlineNode as GameOutlineNode } from '../../../interpreter/game/index.ts';
import type { Json } from '../../../interpreter/core/index.ts';
import { keySpan, pointerSegments, type SourceFile } from '../../../interpreter/content/index.ts';

export interface OutlineNode {
  /** Unique within the tree: used for expand state and tests. */
  id: string;
  label: string;
  /** Secondary text: values, counts, file name. */
  detail?: string;
  kind: 'pack' | 'file' | 'group' | 'component';
  /** Content path of the file it lives in (`my-pack/action-cards.yaml`). */
  file: string;
  /** 1-based position to reveal. */
  line: number;
  col: number;
  /** Marks reconstructed (authored) components, so what is printed and what is not stays visible. */
  reconstructed?: boolean;
  /** A folder of files (Scenarios, Bots, a sub-folder): clicking its name opens and closes it, it opens no file. */
  folder?: true;
  children?: OutlineNode[];
}

/** The data at a JSON pointer of a file's data. */
function dataAt(data: Json, pointer: string): Json | undefined {
  let at: Json | undefined = data;
  for (const seg of pointerSegments(pointer)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? at[Number(seg)] : at[seg];
  }
  return at;
}

/** The components of one file in its game's words (the module's `editor.outline`, else each top-level list), [] when nothing reads. */
export function outlineFile(file: string, text: string, game: string = FALLBACK_GAME): OutlineNode[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (!isMap(doc.contents)) return [];
  let data: Json;
  try {
    data = doc.toJSON() as Json;
  } catch {
    return [];
  }
  const stem = file.split('/').pop()!.replace(/\.ya?ml$/i, '');
  const entries = gameModule(game)?.hooks.editor?.outline?.(stem, data) ?? plainOutline(data);
  // The loader's own pointer-to-text mapping: a heading sits on its key, a component on its first key.
  const source: SourceFile = { path: file, label: file, text, lines, doc, ok: true };
  const place = (n: GameOutlineNode): OutlineNode => {
    const { line, col } = keySpan(source, n.pointer);
    const out: OutlineNode = { id: `${file}#${n.pointer}${n.group ? `/(${n.label})` : ''}`, label: n.label, kind: n.group ? 'group' : 'component', file, line, col };
    if (n.detail !== undefined) out.detail = n.detail;
    const here = dataAt(data, n.pointer);
    if (!n.group && here !== null && typeof here === 'object' && !Array.isArray(here) && here.provenance === 'reconstructed') out.reconstructed = true;
    if (n.children) out.children = n.children.map(place);
    return out;
  };
  return entries.map(place);
}

/** The game a pack's `pack.yaml` names (its `game:` line), read from the raw text: the tree works on broken files too. */
export function packGameOf(packYaml: string | undefined): string {
  return /^game:\s*["']?([\w-]+)/m.exec(packYaml ?? '')?.[1] ?? FALLBACK_GAME;
}

/** A game's rules files in reading order with their names (its module's `editor.files`); {} for a game rulewright does not have. */
export function fileTitles(game: string): Readonly<Record<string, string>> {
  return gameModule(game)?.hooks.editor?.files ?? {};
}

/**
 * The file a designer starts at: in the first pack of the product game (the registry's FALLBACK_GAME), else the
 * first pack, the file its game module names (`firstFile`), else its first file.
 */
export function firstFileOf(paths: readonly string[], texts: ReadonlyMap<string, string>, folderName?: string): string | undefined {
  const packs = packLayout(paths, folderName).packs.map((place) => ({ place, game: packGameOf(texts.get(contentPathIn(place, 'pack.yaml'))) }));
  const chosen = packs.find((p) => p.game === FALLBACK_GAME) ?? packs[0];
  if (chosen === undefined) return paths[0];
  const pack = chosen.place;
  const first = gameModule(chosen.game)?.hooks.editor?.firstFile;
  return (first === undefined ? undefined : pack.files.find((f) => f === contentPathIn(pack, `${first}.yaml`))) ?? pack.files[0];
}

/**
 * A scenario's `name:` (its first top-level one), read off the line: the
 * tree lists every scenario of every pack, and parsing each whole file for
 * one field made the first load wait.
 */
function scenarioLabel(path: string, text: string): string {
  const m = /^name:[ \t]*(.*?)[ \t]*$/m.exec(text);
  const raw = m?.[1]?.replace(/[ \t]+#.*$/, '') ?? '';
  if (raw === '' || raw === '|' || raw === '>') return path.split('/').pop()!;
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(raw);
  if (quoted) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return quoted[1]!;
    }
  }
  const single = /^'((?:[^']|'')*)'$/.exec(raw);
  return single ? single[1]!.replace(/''/g, "'") : raw;
}

/**
 * One kind folder of a pack (`my-pack/scenarios`) as a group: its sub-folders
 * first, each a group of its own (folders the designer made to file things),
 * then its files, all by path.
 */
function folderGroup(id: string, label: string, files: ReadonlyArray<{ path: string; text: string }>, fileNode: (f: { path: string; text: string }) => OutlineNode): OutlineNode {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const build = (folder: string, list: readonly { path: string; text: string }[]): OutlineNode[] => {
    const folders = new Map<string, { path: string; text: string }[]>();
    const here: OutlineNode[] = [];
    for (const f of list) {
      const rest = (folder === '' ? f.path : f.path.slice(folder.length + 1)).split('/');
      if (rest.length === 1) here.push(fileNode(f));
      else folders.set(rest[0]!, [...(folders.get(rest[0]!) ?? []), f]);
    }
    const groups = [...folders].sort(([a], [b]) => a.localeCompare(b)).map(([name, inside]): OutlineNode => ({
      id: folder === '' ? name : `${folder}/${name}`,
      label: `${name}/`,
      detail: String(inside.length),
      kind: 'group',
      folder: true,
      file: inside[0]!.path,
      line: 1,
      col: 1,
      children: build(folder === '' ? name : `${folder}/${name}`, inside),
    }));
    return [...groups, ...here];
  };
  return { id, label, detail: String(files.length), kind: 'group', folder: true, file: sorted[0]!.path, line: 1, col: 1, children: build(id, sorted) };
}

/**
 * The whole tree: one node per pack (packs.ts: the content folder itself, or
 * each folder holding a pack), under it one node per rules file in a fixed,
 * game-like order, then the pack's scenarios and bots, each in the
 * sub-folders they are filed in; then any YAML files in no pack.
 */
export function outlinePacks(files: ReadonlyArray<{ path: string; text: string }>, folderName = 'content'): OutlineNode[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const layout = packLayout(byPath.keys(), folderName);
  const fileNode = (f: { path: string }, label: string, detail: string): OutlineNode => ({ id: f.path, label, detail, kind: 'file', file: f.path, line: 1, col: 1 });
  const out: OutlineNode[] = [];
  for (const pack of layout.packs) {
    const list = pack.files.map((p) => byPath.get(p)!);
    // The pack's game says which files it has, in what order, under what names.
    const game = packGameOf(byPath.get(contentPathIn(pack, 'pack.yaml'))?.text);
    const titles = fileTitles(game);
    const order = Object.keys(titles);
    const rank = (path: string) => {
      const i = order.indexOf(path.split('/').pop()!.replace(/\.ya?ml$/i, ''));
      return i === -1 ? order.length : i;
    };
    const scenarios = list.filter((f) => partOf(pack, f.path) === 'scenario' || partOf(pack, f.path) === 'golden');
    const bots = list.filter((f) => partOf(pack, f.path) === 'bot');
    const others = list.filter((f) => !scenarios.includes(f) && !bots.includes(f)).sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
    const children: OutlineNode[] = others.map((f) => {
      const stem = f.path.split('/').pop()!.replace(/\.ya?ml$/i, '');
      const node = fileNode(f, titles[stem] ?? inPack(pack, f.path), inPack(pack, f.path));
      const kids = outlineFile(f.path, f.text, game);
      if (kids.length > 0) node.children = kids;
      return node;
    });
    if (scenarios.length > 0) children.push(folderGroup(contentPathIn(pack, 'scenarios'), 'Scenarios', scenarios, (f) => fileNode(f, scenarioLabel(f.path, f.text), inPack(pack, f.path))));
    if (bots.length > 0) children.push(folderGroup(contentPathIn(pack, 'bots'), 'Bots', bots, (f) => fileNode(f, f.path.split('/').pop()!, inPack(pack, f.path))));
    out.push({ id: `pack:${pack.root}`, label: pack.name, kind: 'pack', file: list[0]?.path ?? '', line: 1, col: 1, children });
  }
  if (layout.outside.length > 0) {
    const loose = layout.outside.map((p) => byPath.get(p)!);
    out.push({ ...folderGroup('', 'Not in a pack', loose, (f) => fileNode(f, f.path.split('/').pop()!, f.path)), id: 'outside', detail: 'files no pack.yaml covers: not checked' });
  }
  return out;
}

/**
 * The tree cut down to what matches a search: a node stays if its label or
 * detail contains every word of the query, or if one of its descendants does.
 */
export function filterOutline(nodes: readonly OutlineNode[], query: string): OutlineNode[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...nodes];
  const matches = (n: OutlineNode) => {
    const hay = `${n.label} ${n.detail ?? ''}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  };
  const walk = (list: readonly OutlineNode[]): OutlineNode[] => {
    const out: OutlineNode[] = [];
    for (const n of list) {
      if (matches(n)) {
        out.push(n);
        continue;
      }
      const kids = n.children ? walk(n.children) : [];
      if (kids.length > 0) out.push({ ...n, children: kids });
    }
    return out;
  };
  return walk(nodes);
}
