/**
 * The content tree shows a pack in the game's words and points each entry at
 * its place in the YAML, even while a file has mistakes.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import { filterOutline, outlineFile, outlinePacks, type OutlineNode } from '../../editor/src/outline/outline.ts';

const PACK = nodePath.resolve(import.meta.dirname, '../../content/columbia');
const files = readdirSync(PACK)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ path: `columbia/${f}`, text: readFileSync(nodePath.join(PACK, f), 'utf8') }));

function find(nodes: readonly OutlineNode[], label: string): OutlineNode | undefined {
  for (const n of nodes) {
    if (n.label === label) return n;
    const inner = n.children ? find(n.children, label) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe('the content tree of the Columbia pack', () => {
  const tree = outlinePacks(files);

  it('has one pack with the files in the order a designer reads the game', () => {
    expect(tree.map((n) => n.label)).toEqual(['columbia']);
    const labels = tree[0]!.children!.map((n) => n.label);
    expect(labels.slice(0, 3)).toEqual(['Pack', 'Board', 'Pieces']);
    expect(labels).toEqual(expect.arrayContaining(['Action cards', 'World events', 'Victory cards', 'Leaders', 'Elizabeth timelines', 'Setup']));
  });

  it('groups each deck’s cards by card type, and the deck totals the rulebook’s 30 cards', () => {
    const decks = find(tree, 'Decks')!;
    expect(decks.children!.map((d) => d.label)).toEqual(['blue deck', 'light blue deck', 'red deck', 'dark red deck']);
    for (const deck of decks.children!) expect(deck.detail).toMatch(/· 30 cards$/);
    const blue = decks.children![0]!;
    const shotgunners = blue.children!.find((c) => c.label === 'Shotgunner')!;
    expect(shotgunners.children!.length).toBeGreaterThan(1);
    expect(shotgunners.children![0]!.detail).toMatch(/^\d+\/\d+\/\d+$/); // combat/influence/eagles
  });

  it('points a component at the line where it starts in its file', () => {
    const events = files.find((f) => f.path.endsWith('world-events.yaml'))!;
    const node = find(tree, 'Power Outage')!;
    expect(node.file).toBe('columbia/world-events.yaml');
    expect(events.text.split('\n')[node.line - 1]).toContain('name: Power Outage');
  });

  it('marks reconstructed components so they are never taken for printed ones', () => {
    const printed = find(tree, 'Power Outage')!;
    expect(printed.reconstructed).toBeUndefined();
    const events = find(tree, 'World events')!;
    expect(events.children!.some((e) => e.reconstructed)).toBe(true);
  });

  it('keeps listing what it can read in a file with a YAML mistake', () => {
    const broken = 'events:\n  - name: Power Outage\n    text: [unclosed\n  - name: Raffle Day\n';
    expect(() => outlineFile('columbia/world-events.yaml', broken)).not.toThrow();
    expect(outlineFile('columbia/world-events.yaml', 'just a string')).toEqual([]);
  });

  it('lists scenarios under their own heading, by their name', () => {
    const withScenario = outlinePacks([...files, { path: 'columbia/scenarios/combat-example.yaml', text: 'name: The rulebook combat example\n' }]);
    const scenarios = find(withScenario, 'Scenarios')!;
    expect(scenarios.children!.map((s) => s.label)).toEqual(['The rulebook combat example']);
  });

  it('shows scenarios and bots filed in sub-folders under their folders, folders first', () => {
    const tree = outlinePacks([
      ...files,
      { path: 'columbia/scenarios/top.yaml', text: 'name: At the top\n' },
      { path: 'columbia/scenarios/combat/retreat/deep.yaml', text: 'name: Two deep\n' },
      { path: 'columbia/scenarios/combat/one.yaml', text: 'name: One deep\n' },
      { path: 'columbia/bots/careful/slow.yaml', text: 'name: slow\n' },
    ]);
    const scenarios = find(tree, 'Scenarios')!;
    expect(scenarios.children!.map((n) => [n.kind, n.id, n.label])).toEqual([
      ['group', 'columbia/scenarios/combat', 'combat/'],
      ['file', 'columbia/scenarios/top.yaml', 'At the top'],
    ]);
    const combat = scenarios.children![0]!;
    expect(combat.children!.map((n) => n.id)).toEqual(['columbia/scenarios/combat/retreat', 'columbia/scenarios/combat/one.yaml']);
    expect(combat.children![0]!.children!.map((n) => [n.label, n.detail])).toEqual([['Two deep', 'scenarios/combat/retreat/deep.yaml']]);
    const bots = find(tree, 'Bots')!;
    expect(bots.children![0]!.children!.map((n) => n.id)).toEqual(['columbia/bots/careful/slow.yaml']);
    // Search finds a filed scenario and keeps the folders down to it.
    expect(find(filterOutline(tree, 'two deep'), 'combat/')).toBeDefined();
  });
});

describe('searching the tree', () => {
  const tree = outlinePacks(files);

  it('keeps the matching components and the path down to them', () => {
    const shown = filterOutline(tree, 'hall of heroes');
    const locations = find(shown, 'Locations')!;
    expect(locations.children!.map((n) => n.label)).toEqual(['11. Hall of Heroes']);
    expect(find(shown, 'Action cards')).toBeUndefined();
  });

  it('needs every word of the query, in any order', () => {
    expect(find(filterOutline(tree, 'outage power'), 'Power Outage')).toBeDefined();
    expect(filterOutline(tree, 'power zeppelin-nothing')).toEqual([]);
  });
});

describe('file kinds come from the pack’s game (its module’s editor.files)', () => {
  it('a Baldur’s Gate pack’s files are named and ordered by its module; Columbia’s by its own', () => {
    const tree = outlinePacks([
      { path: 'city/pack.yaml', text: 'game: baldurs-gate\nname: City\n' },
      { path: 'city/special-locations.yaml', text: 'locations: []\n' },
      { path: 'city/hq-cards.yaml', text: 'cards: []\n' },
      { path: 'city/board.yaml', text: 'districts: []\n' },
      { path: 'col/pack.yaml', text: 'game: columbia\nname: Col\n' },
      { path: 'col/timelines.yaml', text: 'timelines: []\n' },
    ]);
    const city = tree.find((n) => n.label === 'city')!;
    expect(city.children!.map((c) => c.label)).toEqual(['Pack', 'Board', 'Special locations', 'HQ cards']);
    expect(tree.find((n) => n.label === 'col')!.children!.map((c) => c.label)).toEqual(['Pack', 'Elizabeth timelines']);
  });
});

describe('a file’s components come from its pack’s game', () => {
  const bgFiles = (['board', 'buildings', 'pack'] as const).map((stem) => ({
    path: `city/${stem}.yaml`,
    text: readFileSync(nodePath.resolve(import.meta.dirname, `../../content/baldurs-gate/${stem}.yaml`), 'utf8'),
  }));

  it('a game whose module describes no outline gets each top-level list, by name, at its line', () => {
    const tree = outlinePacks(bgFiles);
    const districts = find(tree, 'Districts')!;
    expect(districts.kind).toBe('group');
    expect(districts.children!.map((d) => d.label)).toContain('Manorborn');
    const board = bgFiles.find((f) => f.path.endsWith('board.yaml'))!;
    expect(board.text.split('\n')[districts.line - 1]).toMatch(/^districts:/);
    const factory = find(find(tree, 'Cards')!.children!, 'Factory')!;
    expect(bgFiles.find((f) => f.path.endsWith('buildings.yaml'))!.text.split('\n')[factory.line - 1]).toContain('id: factory');
  });

  it('the same file reads by its own game: Columbia’s decks are not looked for in another game’s action-cards', () => {
    const columbiaCards = files.find((f) => f.path.endsWith('action-cards.yaml'))!;
    expect(find(outlineFile('x/action-cards.yaml', columbiaCards.text, 'columbia'), 'Decks')).toBeDefined();
    const elsewhere = outlineFile('x/action-cards.yaml', columbiaCards.text, 'baldurs-gate');
    expect(find(elsewhere, 'Decks')?.children?.[0]?.children).toBeUndefined();
  });
});
