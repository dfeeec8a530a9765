/**
 * Cross-reference checks: every name a file uses must name something the
 * pack defines, names must be unique, and the counts the rulebook fixes must
 * hold. Each check runs only when the file that defines the names is sound,
 * so one broken file does not flood the others with false "unknown" errors.
 */
import { didYouMean } from '../../diagnostics/index.ts';
import { fields, int, list, PackData, text, type Fields, type LoaderCode } from '../../content/index.ts';
import { RULEBOOK_COUNTS } from './rulebook-counts.ts';
import { componentId } from './types.ts';

/** Names a designer may use in the YAML, by kind. A kind is undefined when its file is unusable. */
export interface PackNames {
  factions?: Set<string>;
  /** Colour name -> faction name. */
  colours?: Map<string, string>;
  territories?: Set<string>;
  /** Territory letter -> name. */
  territoryLetters?: Map<string, string>;
  locations?: Set<string>;
  skyLines?: Set<string>;
  unitKinds?: Set<string>;
  figures?: Set<string>;
  structures?: Set<string>;
  dice?: Set<string>;
  cardTypes?: Set<string>;
  /** Deck colour names. */
  decks?: Set<string>;
  worldEvents?: Set<string>;
  victoryCards?: Set<string>;
  leaders?: Set<string>;
  timelines?: Set<string>;
  /** Card abilities' and leader abilities' names. */
  abilities?: Set<string>;
}

function namesOf(data: PackData, stem: string, key: string, field = 'name'): Set<string> | undefined {
  if (!data.has(stem)) return undefined;
  const names = new Set<string>();
  for (const { entry } of data.entries(stem, key)) {
    const n = text(entry[field]);
    if (n !== undefined) names.add(n);
  }
  return names;
}

export function collectNames(data: PackData): PackNames {
  const names: PackNames = {};
  if (data.has('pack')) {
    names.factions = new Set();
    names.colours = new Map();
    for (const { entry } of data.entries('pack', 'factions')) {
      const faction = text(entry['name']);
      if (faction === undefined) continue;
      names.factions.add(faction);
      for (const c of list(entry['colours'])) if (typeof c === 'string') names.colours.set(c, faction);
    }
  }
  if (data.has('board')) {
    names.territories = namesOf(data, 'board', 'territories');
    names.territoryLetters = new Map();
    for (const { entry } of data.entries('board', 'territories')) {
      const letter = text(entry['letter']);
      if (letter !== undefined) names.territoryLetters.set(letter, text(entry['name']) ?? letter);
    }
  }
  names.locations = namesOf(data, 'board', 'locations');
  names.skyLines = namesOf(data, 'board', 'skyLines');
  names.unitKinds = namesOf(data, 'pieces', 'unitKinds', 'kind');
  names.figures = namesOf(data, 'pieces', 'figures');
  names.structures = namesOf(data, 'pieces', 'structures');
  if (data.has('dice')) {
    // Pieces name a combat die by colour ("red"); the die's own name may be longer ("red combat die").
    names.dice = new Set();
    for (const { entry } of data.entries('dice', 'dice')) {
      for (const k of ['name', 'colour']) {
        const n = text(entry[k]);
        if (n !== undefined) names.dice.add(n);
      }
    }
  }
  names.cardTypes = namesOf(data, 'action-cards', 'cardTypes');
  names.decks = namesOf(data, 'action-cards', 'decks', 'colour');
  names.worldEvents = namesOf(data, 'world-events', 'events');
  names.victoryCards = namesOf(data, 'victory-cards', 'cards');
  names.leaders = namesOf(data, 'leaders', 'leaders');
  names.timelines = namesOf(data, 'timelines', 'timelines');
  if (data.has('action-cards') && data.has('leaders')) {
    names.abilities = new Set();
    for (const { entry } of data.entries('action-cards', 'cardTypes')) {
      const n = text(fields(entry['ability'])['name']);
      if (n !== undefined) names.abilities.add(n);
    }
    for (const { entry } of data.entries('leaders', 'leaders')) {
      const n = text(entry['abilityName']);
      if (n !== undefined) names.abilities.add(n);
    }
  }
  return names;
}

/** Run every reference, uniqueness, count and lint check; diagnostics go to `data.out`. */
export function checkReferences(data: PackData, names: PackNames): void {
  const c = new ReferenceChecks(data, names);
  c.pack();
  c.board();
  c.pieces();
  c.actionCards();
  c.worldEvents();
  c.victoryCards();
  c.leaders();
  c.timelines();
  c.territoryTokens();
  c.setup();
}

class ReferenceChecks {
  constructor(
    private readonly data: PackData,
    private readonly names: PackNames,
  ) {}

  /** Report `value` at `pointer` unless it is one of `known` (skipped when `known` is unavailable). */
  private ref(
    code: LoaderCode,
    what: string,
    stem: string,
    pointer: string,
    value: unknown,
    known: ReadonlySet<string> | ReadonlyMap<string, unknown> | undefined,
  ): boolean {
    if (known === undefined || typeof value !== 'string') return true;
    if (known.has(value)) return true;
    const all = [...known.keys()];
    const whats = what.endsWith('y') ? `${what.slice(0, -1)}ies` : `${what}s`;
    // A one- or two-letter name is near every other short name: list them instead of guessing.
    const near = value.length > 2 ? didYouMean(value, all) : undefined;
    const hint = near ?? (all.length <= 12 ? `known ${whats}: ${all.join(', ')}` : undefined);
    this.data.report(code, stem, pointer, `unknown ${what} "${value}"`, hint);
    return false;
  }

  /** Names (and the ids made from them) must be unique within a list. */
  private unique(stem: string, key: string, field: string, what: string): void {
    const byName = new Map<string, string>();
    const byId = new Map<string, { name: string; at: string }>();
    for (const { entry, at } of this.data.entries(stem, key)) {
      const raw = entry[field];
      const name = typeof raw === 'number' ? String(raw) : text(raw);
      if (name === undefined) continue;
      const pointer = `${at}/${field}`;
      const first = byName.get(name);
      if (first !== undefined) {
        const line = this.data.span(stem, first).line;
        const code: LoaderCode = typeof raw === 'number' ? 'RW-REF-DUPLICATE-NUMBER' : 'RW-REF-DUPLICATE-NAME';
        this.data.report(code, stem, pointer, `${what} ${JSON.stringify(raw)} is defined twice (first on line ${line})`, 'rename or remove one of them');
        continue;
      }
      byName.set(name, pointer);
      if (typeof raw !== 'string') continue;
      const id = componentId(name);
      const clash = byId.get(id);
      if (clash) {
        const line = this.data.span(stem, clash.at).line;
        this.data.report(
          'RW-REF-DUPLICATE-ID',
          stem,
          pointer,
          `${what} "${name}" gets the same id \`${id}\` as "${clash.name}" (line ${line})`,
          'names that differ only in punctuation or case are the same name: rename one',
        );
      } else {
        byId.set(id, { name, at: pointer });
      }
    }
  }

  /**
   * A count the printed game fixes, told as a warning: a variant may add or
   * leave out components (the engine plays any number), but the designer
   * should know where the pack parts from the box.
   */
  private count(code: LoaderCode, stem: string, pointer: string, actual: number, expected: number, what: string): void {
    if (actual === expected) return;
    this.data.report(
      code,
      stem,
      pointer,
      `${what}: ${actual}; the printed game has ${expected}`,
      `fine for a variant (every one is dealt, drawn and played); for the printed game ${actual > expected ? `remove ${actual - expected}` : `add ${expected - actual}`}`,
      'key',
    );
  }

  /** The faction a colour belongs to must be the faction the entry claims. */
  private factionOfColour(stem: string, at: string, entry: Fields): void {
    const colour = text(entry['colour']);
    const faction = text(entry['faction']);
    const owner = colour !== undefined ? this.names.colours?.get(colour) : undefined;
    if (owner !== undefined && faction !== undefined && owner !== faction)
      this.data.report('RW-REF-WRONG-FACTION', stem, `${at}/faction`, `colour "${colour}" belongs to the ${owner}, not the ${faction}`, `write faction: ${owner}`);
  }

  pack(): void {
    if (!this.data.has('pack')) return;
    this.unique('pack', 'factions', 'name', 'faction');
    const owner = new Map<string, string>();
    for (const { entry, at } of this.data.entries('pack', 'factions')) {
      list(entry['colours']).forEach((colour, i) => {
        if (typeof colour !== 'string') return;
        const first = owner.get(colour);
        if (first !== undefined && first !== text(entry['name']))
          this.data.report('RW-REF-DUPLICATE-NAME', 'pack', `${at}/colours/${i}`, `colour "${colour}" already belongs to the ${first}`, 'each colour belongs to one faction');
        else owner.set(colour, text(entry['name']) ?? '');
      });
    }
    list(this.data.root('pack')['fourPlayerTurnOrder']).forEach((colour, i) =>
      this.ref('RW-REF-UNKNOWN-COLOUR', 'colour', 'pack', `/fourPlayerTurnOrder/${i}`, colour, this.names.colours),
    );
  }

  board(): void {
    if (!this.data.has('board')) return;
    const { locations, territoryLetters } = this.names;
    this.unique('board', 'territories', 'letter', 'territory letter');
    this.unique('board', 'territories', 'name', 'territory');
    this.unique('board', 'locations', 'name', 'location');
    this.unique('board', 'locations', 'number', 'location number');
    this.unique('board', 'skyLines', 'name', 'Sky-Line');

    const inTerritory = new Map<string, number>();
    for (const { entry, at } of this.data.entries('board', 'locations')) {
      const letter = text(entry['territory']);
      if (this.ref('RW-REF-UNKNOWN-TERRITORY', 'territory', 'board', `${at}/territory`, letter, territoryLetters) && letter !== undefined)
        inTerritory.set(letter, (inTerritory.get(letter) ?? 0) + 1);
    }
    for (const { entry, at } of this.data.entries('board', 'territories')) {
      const letter = text(entry['letter']);
      const name = text(entry['name']) ?? letter;
      if (int(entry['victoryPoints']) === 0)
        this.data.report('RW-LINT-ZERO-VP-TERRITORY', 'board', `${at}/victoryPoints`, `territory "${name}" is worth 0 victory points`, 'controlling it then gains nothing: give it at least 1');
      if (letter !== undefined && !inTerritory.has(letter) && this.names.locations?.size)
        this.data.report('RW-LINT-EMPTY-TERRITORY', 'board', `${at}/letter`, `territory "${name}" has no locations`, `set territory: ${letter} on its locations, or remove it`);
    }

    // Routes: adjacency pairs and Sky-Lines (a ride links every space on its line).
    const links = new Map<string, Set<string>>();
    const link = (a: string, b: string) => {
      if (!links.has(a)) links.set(a, new Set());
      if (!links.has(b)) links.set(b, new Set());
      links.get(a)!.add(b);
      links.get(b)!.add(a);
    };
    const pairs = new Map<string, string>();
    for (const { entry, at } of this.data.entries('board', 'adjacency')) {
      const between = list(entry['between']);
      const ok = between.map((name, i) => this.ref('RW-REF-UNKNOWN-LOCATION', 'location', 'board', `${at}/between/${i}`, name, locations));
      const [a, b] = between;
      if (typeof a !== 'string' || typeof b !== 'string' || !ok.every(Boolean)) continue;
      if (a === b) {
        this.data.report('RW-REF-SELF-ADJACENT', 'board', `${at}/between/1`, `"${a}" cannot border itself`, 'name two different locations');
        continue;
      }
      const key = [a, b].sort().join('\u0000');
      const first = pairs.get(key);
      if (first !== undefined) {
        const line = this.data.span('board', first).line;
        this.data.report('RW-REF-DUPLICATE-ADJACENCY', 'board', `${at}/between`, `"${a}" and "${b}" are already adjacent (line ${line})`, 'list each pair once');
      } else pairs.set(key, `${at}/between`);
      link(a, b);
    }
    for (const { entry, at } of this.data.entries('board', 'skyLines')) {
      const spaces = list(entry['spaces']);
      let previous: string | undefined;
      spaces.forEach((name, i) => {
        if (!this.ref('RW-REF-UNKNOWN-LOCATION', 'location', 'board', `${at}/spaces/${i}`, name, locations) || typeof name !== 'string') return;
        if (previous !== undefined && previous !== name) link(previous, name);
        previous = name;
      });
    }
    this.reachability(links);
  }

  /** Locations no route reaches from the main part of the board (or at all). */
  private reachability(links: Map<string, Set<string>>): void {
    const locationEntries = this.data.entries('board', 'locations');
    const all = locationEntries.map(({ entry }) => text(entry['name'])).filter((n): n is string => n !== undefined);
    if (all.length < 2) return;
    const component = new Map<string, number>();
    const sizes: number[] = [];
    for (const start of all) {
      if (component.has(start)) continue;
      const id = sizes.length;
      let size = 0;
      const todo = [start];
      component.set(start, id);
      while (todo.length) {
        const here = todo.pop()!;
        size++;
        for (const next of links.get(here) ?? []) {
          if (component.has(next)) continue;
          component.set(next, id);
          todo.push(next);
        }
      }
      sizes.push(size);
    }
    const main = sizes.indexOf(Math.max(...sizes));
    for (const { entry, at } of locationEntries) {
      const name = text(entry['name']);
      if (name === undefined || component.get(name) === main) continue;
      const isolated = !links.get(name)?.size;
      this.data.report(
        'RW-LINT-UNREACHABLE-LOCATION',
        'board',
        `${at}/name`,
        isolated ? `no route reaches "${name}": it is adjacent to nothing and on no Sky-Line` : `"${name}" is cut off from the rest of the board`,
        'add an adjacency pair or a Sky-Line space for it',
      );
    }
  }

  pieces(): void {
    if (!this.data.has('pieces')) return;
    const { dice, figures, unitKinds, structures, colours } = this.names;
    this.unique('pieces', 'unitKinds', 'kind', 'unit kind');
    this.unique('pieces', 'figures', 'name', 'figure');
    this.unique('pieces', 'structures', 'name', 'structure');
    this.unique('pieces', 'colourSets', 'colour', 'colour set');
    for (const key of ['unitKinds', 'structures'])
      for (const { entry, at } of this.data.entries('pieces', key)) this.ref('RW-REF-UNKNOWN-DIE', 'die', 'pieces', `${at}/combatDie`, entry['combatDie'], dice);
    const booker = fields(this.data.root('pieces')['booker']);
    this.ref('RW-REF-UNKNOWN-DIE', 'die', 'pieces', '/booker/combatDice/die', fields(booker['combatDice'])['die'], dice);
    this.ref('RW-REF-UNKNOWN-DIE', 'die', 'pieces', '/booker/voteDie', booker['voteDie'], dice);
    const units = figures && unitKinds ? new Set([...figures, ...unitKinds]) : undefined;
    for (const { entry, at } of this.data.entries('pieces', 'colourSets')) {
      if (this.ref('RW-REF-UNKNOWN-COLOUR', 'colour', 'pieces', `${at}/colour`, entry['colour'], colours)) this.factionOfColour('pieces', at, entry);
      list(entry['units']).forEach((u, i) => this.ref('RW-REF-UNKNOWN-UNIT', 'unit', 'pieces', `${at}/units/${i}/piece`, fields(u)['piece'], units));
      list(entry['structures']).forEach((s, i) =>
        this.ref('RW-REF-UNKNOWN-STRUCTURE', 'structure', 'pieces', `${at}/structures/${i}/piece`, fields(s)['piece'], structures),
      );
    }
  }

  actionCards(): void {
    if (!this.data.has('action-cards')) return;
    const { cardTypes, colours } = this.names;
    this.unique('action-cards', 'cardTypes', 'name', 'card type');
    this.unique('action-cards', 'decks', 'colour', 'deck colour');
    const typeFactions = new Map<string, readonly unknown[]>();
    for (const { entry } of this.data.entries('action-cards', 'cardTypes')) {
      const name = text(entry['name']);
      if (name !== undefined && Array.isArray(entry['factions'])) typeFactions.set(name, entry['factions']);
    }
    const used = new Set<string>();
    for (const { entry, at } of this.data.entries('action-cards', 'decks')) {
      if (this.ref('RW-REF-UNKNOWN-COLOUR', 'colour', 'action-cards', `${at}/colour`, entry['colour'], colours)) this.factionOfColour('action-cards', at, entry);
      // The pack says which faction a colour is; a deck claiming otherwise is reported once, above.
      const colourFaction = this.names.colours?.get(text(entry['colour']) ?? '');
      const faction = colourFaction ?? text(entry['faction']);
      let total = 0;
      list(entry['cards']).forEach((card, i) => {
        const type = fields(card)['type'];
        total += int(fields(card)['count']) ?? 0;
        if (!this.ref('RW-REF-UNKNOWN-CARD-TYPE', 'card type', 'action-cards', `${at}/cards/${i}/type`, type, cardTypes) || typeof type !== 'string') return;
        used.add(type);
        const allowed = typeFactions.get(type);
        if (faction !== undefined && allowed && !allowed.includes(faction))
          this.data.report(
            'RW-REF-WRONG-FACTION',
            'action-cards',
            `${at}/cards/${i}/type`,
            `card type "${type}" is not a ${faction} card`,
            `add ${faction} to the factions of "${type}", or move the card to a deck of its faction`,
          );
      });
      const colour = text(entry['colour']) ?? `deck ${at}`;
      if (Array.isArray(entry['cards']))
        this.count('RW-COUNT-DECK', 'action-cards', `${at}/cards`, total, RULEBOOK_COUNTS.cardsPerDeck, `cards in the ${colour} deck`);
    }
    if (this.data.entries('action-cards', 'decks').length)
      for (const { entry, at } of this.data.entries('action-cards', 'cardTypes')) {
        const name = text(entry['name']);
        if (name !== undefined && !used.has(name))
          this.data.report('RW-LINT-UNUSED-CARD-TYPE', 'action-cards', `${at}/name`, `no deck holds card type "${name}"`, 'add it to a deck, or remove it');
      }
  }

  worldEvents(): void {
    if (!this.data.has('world-events')) return;
    this.unique('world-events', 'events', 'name', 'world event');
    const events = this.data.entries('world-events', 'events');
    for (const { entry, at } of events)
      this.ref('RW-REF-UNKNOWN-LOCATION', 'location', 'world-events', `${at}/booker`, entry['booker'], this.names.locations);
    if (this.data.hasList('world-events', 'events'))
      this.count('RW-COUNT-COMPONENTS', 'world-events', '/events', events.length, RULEBOOK_COUNTS.worldEvents, 'world events');
  }

  victoryCards(): void {
    if (!this.data.has('victory-cards')) return;
    this.unique('victory-cards', 'cards', 'name', 'victory card');
    if (this.data.hasList('victory-cards', 'cards'))
      this.count('RW-COUNT-COMPONENTS', 'victory-cards', '/cards', this.data.entries('victory-cards', 'cards').length, RULEBOOK_COUNTS.victoryCards, 'victory point cards');
  }

  leaders(): void {
    if (!this.data.has('leaders')) return;
    this.unique('leaders', 'leaders', 'name', 'leader');
    const perFaction = new Map<string, number>();
    for (const { entry } of this.data.entries('leaders', 'leaders')) {
      const f = text(entry['faction']);
      if (f !== undefined) perFaction.set(f, (perFaction.get(f) ?? 0) + 1);
    }
    if (this.data.hasList('leaders', 'leaders'))
      for (const faction of this.names.factions ?? [])
      this.count('RW-COUNT-COMPONENTS', 'leaders', '/leaders', perFaction.get(faction) ?? 0, RULEBOOK_COUNTS.leadersPerFaction, `${faction} leaders`);
  }

  timelines(): void {
    if (!this.data.has('timelines')) return;
    this.unique('timelines', 'timelines', 'number', 'timeline number');
    this.unique('timelines', 'timelines', 'name', 'timeline');
    const timelines = this.data.entries('timelines', 'timelines');
    for (const { entry, at } of timelines) {
      if (!Array.isArray(entry['steps'])) continue;
      const steps = entry['steps'].length;
      const label = int(entry['number']) !== undefined ? `timeline ${String(entry['number'])}` : `"${text(entry['name']) ?? at}"`;
      this.count('RW-COUNT-TIMELINE-STEPS', 'timelines', `${at}/steps`, steps, RULEBOOK_COUNTS.stepsPerTimeline, `steps on ${label}`);
    }
    if (this.data.hasList('timelines', 'timelines'))
      this.count('RW-COUNT-COMPONENTS', 'timelines', '/timelines', timelines.length, RULEBOOK_COUNTS.timelines, 'Elizabeth timelines');
  }

  territoryTokens(): void {
    if (!this.data.hasList('territory-tokens', 'tokens')) return;
    let total = 0;
    for (const { entry } of this.data.entries('territory-tokens', 'tokens')) total += int(entry['count']) ?? 0;
    this.count('RW-COUNT-COMPONENTS', 'territory-tokens', '/tokens', total, RULEBOOK_COUNTS.territoryTokens, 'territory tokens');
  }

  setup(): void {
    if (!this.data.has('setup')) return;
    const { colours, decks, locations, figures, unitKinds, structures } = this.names;
    this.unique('setup', 'setups', 'name', 'setup');
    const units = figures && unitKinds ? [...figures, ...unitKinds] : undefined;
    const pieces = units && structures ? new Set([...units, ...structures]) : undefined;
    for (const { entry, at } of this.data.entries('setup', 'setups')) {
      const seats = list(entry['seats']);
      const players = int(entry['players']);
      if (players !== undefined && seats.length !== players)
        this.data.report('RW-COUNT-SEATS', 'setup', `${at}/seats`, `${seats.length} seats for ${players} players`, 'give every player one seat', 'key');
      const occupied = new Set<string>();
      seats.forEach((s, si) => {
        const seat = fields(s);
        const sat = `${at}/seats/${si}`;
        if (this.ref('RW-REF-UNKNOWN-COLOUR', 'colour', 'setup', `${sat}/colour`, seat['colour'], colours)) this.factionOfColour('setup', sat, seat);
        this.ref('RW-REF-UNKNOWN-DECK', 'action deck', 'setup', `${sat}/actionDeck`, seat['actionDeck'], decks);
        list(seat['supply']).forEach((sup, i) => this.ref('RW-REF-UNKNOWN-COLOUR', 'colour', 'setup', `${sat}/supply/${i}/colour`, fields(sup)['colour'], colours));
        list(seat['start']).forEach((sp, i) => {
          const space = fields(sp);
          const spat = `${sat}/start/${i}`;
          const location = space['location'];
          if (this.ref('RW-REF-UNKNOWN-LOCATION', 'location', 'setup', `${spat}/location`, location, locations) && typeof location === 'string') occupied.add(location);
          list(space['pieces']).forEach((p, pi) => {
            const piece = fields(p);
            const name = piece['piece'];
            const pat = `${spat}/pieces/${pi}`;
            this.ref('RW-REF-UNKNOWN-COLOUR', 'colour', 'setup', `${pat}/colour`, piece['colour'], colours);
            if (pieces === undefined || typeof name !== 'string' || pieces.has(name)) return;
            // Say "structure" when the typo is nearest a structure, else "unit".
            const nearStructure = didYouMean(name, structures ?? []);
            const nearAny = didYouMean(name, pieces);
            if (nearStructure !== undefined && nearStructure === nearAny) this.ref('RW-REF-UNKNOWN-STRUCTURE', 'structure', 'setup', `${pat}/piece`, name, structures);
            else this.ref('RW-REF-UNKNOWN-UNIT', 'unit', 'setup', `${pat}/piece`, name, pieces);
          });
        });
      });
      // Every seat draws its leaders from its faction's: a setup cannot deal more than the pack has.
      const perSeat = int(entry['leadersPerSeat']);
      if (perSeat !== undefined && perSeat > 0 && this.data.hasList('leaders', 'leaders') && colours !== undefined) {
        const seatsOf = new Map<string, number>();
        for (const s of seats) {
          const faction = colours.get(text(fields(s)['colour']) ?? '');
          if (faction !== undefined) seatsOf.set(faction, (seatsOf.get(faction) ?? 0) + 1);
        }
        for (const [faction, n] of seatsOf) {
          const have = this.data.entries('leaders', 'leaders').filter(({ entry: l }) => text(l['faction']) === faction).length;
          if (have < n * perSeat)
            this.data.report(
              'RW-COUNT-TOO-FEW',
              'setup',
              `${at}/leadersPerSeat`,
              `the ${faction} have ${have} leaders, and this setup deals ${n * perSeat} (${perSeat} to each of ${n} seats)`,
              `add ${n * perSeat - have} ${faction} leaders, or deal fewer`,
            );
        }
      }
      // Territory tokens go on every location without units; there must be enough of them.
      if (entry['territoryTokens'] === 'every-unoccupied-location' && locations && this.data.has('territory-tokens')) {
        let tokens = 0;
        for (const { entry: t } of this.data.entries('territory-tokens', 'tokens')) tokens += int(t['count']) ?? 0;
        const free = [...locations].filter((l) => !occupied.has(l)).length;
        if (tokens < free)
          this.data.report(
            'RW-LINT-TOO-FEW-TERRITORY-TOKENS',
            'setup',
            `${at}/territoryTokens`,
            `${free} locations start without units but there are only ${tokens} territory tokens`,
            'add territory tokens or start spaces',
          );
      }
    }
  }
}
