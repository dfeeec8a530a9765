/**
 * The content tree: what a designer sees in a pack, in the game's own words
 * (decks and their cards, card types, world events, victory cards, leaders,
 * timelines, the board, scenarios), each pointing at its place in the YAML.
 *
 * Built from the raw YAML text, not the loaded Ruleset, so the tree keeps
 * working while a file has errors. Pure: text in, nodes out.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node as YamlNode, YAMLMap, YAMLSeq } from 'yaml';
import { contentPathIn, inPack, packLayout, partOf } from '../workspace/packs.ts';
import { FALLBACK_GAME, gameModule } from '../../../interpreter/games/index.ts';

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

interface Item {
  value: Record<string, unknown>;
  node: YamlNode;
}

interface Parsed {
  file: string;
  root: YAMLMap | undefined;
  lines: LineCounter;
}

function parse(file: string, text: string): Parsed {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  return { file, root: isMap(doc.contents) ? doc.contents : undefined, lines };
}

function pos(p: Parsed, node: YamlNode | undefined | null): { line: number; col: number } {
  const offset = node?.range?.[0] ?? 0;
  return p.lines.linePos(offset);
}

function seqAt(p: Parsed, key: string): { seq: YAMLSeq | undefined; keyNode: YamlNode | undefined } {
  if (!p.root) return { seq: undefined, keyNode: undefined };
  const pair = p.root.items.find((it) => isScalar(it.key) && it.key.value === key);
  const value = pair?.value;
  return { seq: isSeq(value) ? value : undefined, keyNode: (pair?.key as YamlNode | undefined) ?? undefined };
}

function itemsOf(seq: YAMLSeq | undefined): Item[] {
  if (!seq) return [];
  const out: Item[] = [];
  for (const node of seq.items) {
    if (!isMap(node)) continue;
    const value = node.toJSON() as unknown;
    if (value && typeof value === 'object') out.push({ value: value as Record<string, unknown>, node: node as YamlNode });
  }
  return out;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const isReconstructed = (v: Record<string, unknown>) => v.provenance === 'reconstructed';

function component(p: Parsed, id: string, item: Item, label: string, detail?: string, children?: OutlineNode[]): OutlineNode {
  const n: OutlineNode = { id, label, kind: 'component', file: p.file, ...pos(p, item.node) };
  if (detail !== undefined) n.detail = detail;
  if (isReconstructed(item.value)) n.reconstructed = true;
  if (children && children.length > 0) n.children = children;
  return n;
}

function group(p: Parsed, id: string, label: string, at: YamlNode | undefined, children: OutlineNode[], detail?: string): OutlineNode {
  const n: OutlineNode = { id, label, kind: 'group', file: p.file, ...pos(p, at), children };
  if (detail !== undefined) n.detail = detail;
  return n;
}

/** A plain list of named entries under one key. */
function namedList(p: Parsed, key: string, label: string, name: (v: Record<string, unknown>, i: number) => string, detail?: (v: Record<string, unknown>) => string | undefined): OutlineNode | undefined {
  const { seq, keyNode } = seqAt(p, key);
  if (!seq) return undefined;
  const children = itemsOf(seq).map((item, i) => component(p, `${p.file}#/${key}/${i}`, item, name(item.value, i), detail?.(item.value)));
  return group(p, `${p.file}#/${key}`, label, keyNode, children, String(children.length));
}

function values(v: Record<string, unknown>): string {
  return `${str(v.combat) ?? '?'}/${str(v.influence) ?? '?'}/${str(v.eagles) ?? '?'}`;
}

function actionCards(p: Parsed): OutlineNode[] {
  const out: OutlineNode[] = [];
  const { seq: decksSeq, keyNode: decksKey } = seqAt(p, 'decks');
  const decks = itemsOf(decksSeq).map((deck, d) => {
    const cardsSeq = deck.node && isMap(deck.node) ? (deck.node.get('cards', true) as YamlNode | undefined) : undefined;
    const cards = itemsOf(isSeq(cardsSeq) ? cardsSeq : undefined);
    // Group a deck's entries by card type: a designer thinks "the blue deck's Shotgunners".
    const byType = new Map<string, { item: Item; index: number }[]>();
    cards.forEach((item, index) => {
      const type = str(item.value.type) ?? '(no type)';
      const list = byType.get(type) ?? [];
      list.push({ item, index });
      byType.set(type, list);
    });
    let total = 0;
    const typeNodes: OutlineNode[] = [];
    for (const [type, entries] of byType) {
      const count = entries.reduce((n, e) => n + (typeof e.item.value.count === 'number' ? e.item.value.count : 1), 0);
      total += count;
      const children = entries.map(({ item, index }) =>
        component(p, `${p.file}#/decks/${d}/cards/${index}`, item, `${type} ×${str(item.value.count) ?? '1'}`, values(item.value)),
      );
      const first = entries[0]!;
      if (children.length === 1) {
        typeNodes.push(children[0]!);
      } else {
        typeNodes.push(group(p, `${p.file}#/decks/${d}/type/${type}`, type, first.item.node, children, `×${count}`));
      }
    }
    const colour = str(deck.value.colour) ?? `deck ${d + 1}`;
    return component(p, `${p.file}#/decks/${d}`, deck, `${colour} deck`, `${str(deck.value.faction) ?? ''} · ${total} cards`, typeNodes);
  });
  if (decks.length > 0) out.push(group(p, `${p.file}#/decks`, 'Decks', decksKey, decks, String(decks.length)));
  const types = namedList(
    p,
    'cardTypes',
    'Card types',
    (v) => str(v.name) ?? '(unnamed)',
    (v) => {
      const ability = (v.ability ?? {}) as Record<string, unknown>;
      return [str(ability.name), ability.locked === true ? 'locked' : undefined].filter(Boolean).join(' · ');
    },
  );
  if (types) out.push(types);
  return out;
}

function board(p: Parsed): OutlineNode[] {
  const out: OutlineNode[] = [];
  const territories = namedList(p, 'territories', 'Territories', (v) => `${str(v.letter) ?? '?'} · ${str(v.name) ?? ''}`, (v) => `${str(v.victoryPoints) ?? '?'} VP`);
  if (territories) out.push(territories);
  const locations = namedList(p, 'locations', 'Locations', (v) => `${str(v.number) ?? '?'}. ${str(v.name) ?? ''}`, (v) => `territory ${str(v.territory) ?? '?'}`);
  if (locations) out.push(locations);
  const sky = namedList(p, 'skyLines', 'Sky-Lines', (v) => str(v.name) ?? '(unnamed)', (v) => (Array.isArray(v.spaces) ? `${v.spaces.length} spaces` : undefined));
  if (sky) out.push(sky);
  const adjacency = namedList(p, 'adjacency', 'Adjacency', (v) => (Array.isArray(v.between) ? v.between.map(String).join(' — ') : '(pair)'));
  if (adjacency) out.push(adjacency);
  return out;
}

function pieces(p: Parsed): OutlineNode[] {
  return [
    namedList(p, 'unitKinds', 'Unit kinds', (v) => str(v.kind) ?? '?', (v) => `$${str(v.cost) ?? '?'} · ${str(v.combatDie) ?? '?'} die`),
    namedList(p, 'figures', 'Figures', (v) => str(v.name) ?? '?', (v) => [str(v.kind), Array.isArray(v.factions) ? v.factions.join(', ') : undefined].filter(Boolean).join(' · ')),
    namedList(p, 'structures', 'Structures', (v) => str(v.name) ?? '?', (v) => `$${str(v.cost) ?? '?'}`),
    namedList(p, 'colourSets', 'Colour sets', (v) => str(v.colour) ?? '?', (v) => str(v.faction)),
  ].filter((n): n is OutlineNode => n !== undefined);
}

function leaders(p: Parsed): OutlineNode[] {
  const { seq, keyNode } = seqAt(p, 'leaders');
  if (!seq) return [];
  const byFaction = new Map<string, OutlineNode[]>();
  itemsOf(seq).forEach((item, i) => {
    const faction = str(item.value.faction) ?? '(no faction)';
    const list = byFaction.get(faction) ?? [];
    list.push(component(p, `${p.file}#/leaders/${i}`, item, str(item.value.name) ?? '?', str(item.value.abilityName)));
    byFaction.set(faction, list);
  });
  return [...byFaction].map(([faction, children]) => group(p, `${p.file}#/leaders/${faction}`, faction, keyNode, children, String(children.length)));
}

function timelines(p: Parsed): OutlineNode[] {
  const { seq } = seqAt(p, 'timelines');
  return itemsOf(seq).map((item, t) => {
    const stepsNode = isMap(item.node) ? (item.node.get('steps', true) as YamlNode | undefined) : undefined;
    const steps = itemsOf(isSeq(stepsNode) ? stepsNode : undefined).map((step, s) =>
      component(p, `${p.file}#/timelines/${t}/steps/${s}`, step, `Step ${s + 1}`, (str(step.value.text) ?? '').slice(0, 60)),
    );
    return component(p, `${p.file}#/timelines/${t}`, item, `Timeline ${str(item.value.number) ?? t + 1}: ${str(item.value.name) ?? ''}`, undefined, steps);
  });
}

/** The game a pack's `pack.yaml` names (its `game:` line), read from the raw text: the tree works on broken files too. */
export function packGameOf(packYaml: string | undefined): string {
  return /^game:\s*["']?([\w-]+)/m.exec(packYaml ?? '')?.[1] ?? FALLBACK_GAME;
}

/** A game's rules files in reading order with their names (its module's `editor.files`); {} for a game rulewright does not have. */
export function fileTitles(game: string): Readonly<Record<string, string>> {
  return gameModule(game)?.hooks.editor?.files ?? {};
}

/** The components of one file, or [] for a file whose kind the tree does not know. */
export function outlineFile(file: string, text: string): OutlineNode[] {
  const p = parse(file, text);
  const stem = file.split('/').pop()!.replace(/\.ya?ml$/i, '');
  switch (stem) {
    case 'action-cards':
      return actionCards(p);
    case 'world-events':
      return namedList(p, 'events', 'Events', (v) => str(v.name) ?? '?', (v) => [v.aggressive === true ? 'aggressive' : undefined, str(v.booker) ? `Booker → ${str(v.booker)}` : undefined].filter(Boolean).join(' · '))?.children ?? [];
    case 'victory-cards':
      return namedList(p, 'cards', 'Victory cards', (v) => str(v.name) ?? '?', (v) => `${str(v.points) ?? '?'} VP`)?.children ?? [];
    case 'leaders':
      return leaders(p);
    case 'timelines':
      return timelines(p);
    case 'board':
      return board(p);
    case 'pieces':
      return pieces(p);
    case 'dice':
      return namedList(p, 'dice', 'Dice', (v) => str(v.name) ?? '?', (v) => (Array.isArray(v.faces) ? v.faces.join(' ') : undefined))?.children ?? [];
    case 'territory-tokens':
      return namedList(p, 'tokens', 'Tokens', (v) => `combat ${str(v.combat) ?? '?'} · $${str(v.eagles) ?? '?'}`, (v) => `×${str(v.count) ?? '1'}`)?.children ?? [];
    case 'setup':
      return namedList(p, 'setups', 'Setups', (v) => str(v.name) ?? '?', (v) => `${str(v.players) ?? '?'} players`)?.children ?? [];
    case 'pack': {
      const factions = namedList(p, 'factions', 'Factions', (v) => str(v.name) ?? '?', (v) => (Array.isArray(v.colours) ? v.colours.join(', ') : undefined));
      return factions ? [factions] : [];
    }
    default:
      return [];
  }
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
    const titles = fileTitles(packGameOf(byPath.get(contentPathIn(pack, 'pack.yaml'))?.text));
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
      const kids = outlineFile(f.path, f.text);
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
