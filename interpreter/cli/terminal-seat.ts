/**
 * A person playing a seat of `rulewright play` at the terminal: shows the
 * table and board as that seat may see them when the game moves on to a new
 * step, the question with numbered options, and reads answers line by line
 * until one is a legal choice or a command the shell acts on (undo, quit).
 */
import { createInterface } from 'node:readline';
import type { Choice, Engine, GameState, Json } from '../core/index.ts';
import type { AnyGameModule } from '../games/index.ts';
import type { Aliases } from '../scenario/index.ts';
import { readSeatInput, seatHelp } from './human-seat.ts';
import { decisionText } from './decision-text.ts';
import type { CliIO } from './io.ts';

/** The `--bots` name of a seat a person plays. */
export const HUMAN = 'human';

export interface Lines {
  /** The next line typed, or null when the input has ended. */
  next(): Promise<string | null>;
  close(): void;
}

/** The lines the person types: `io.input` when given (tests), else standard input. */
export function openLines(io: CliIO): Lines {
  if (io.input) {
    const it = io.input[Symbol.asyncIterator]();
    return {
      next: async () => {
        const r = await it.next();
        return r.done ? null : r.value;
      },
      close: () => void it.return?.(),
    };
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: Boolean(process.stdin.isTTY) });
  // On a terminal readline takes Ctrl-C as a key and, unheard, would close the input ("The input ended", status 0):
  // it is the signal it stands for, and ends the run as Ctrl-C ends any command (130, process.ts).
  rl.on('SIGINT', () => process.kill(process.pid, 'SIGINT'));
  const it = rl[Symbol.asyncIterator]();
  return {
    next: async () => {
      const r = await it.next();
      return r.done ? null : (r.value as string);
    },
    close: () => rl.close(),
  };
}

export type SeatAnswer = { kind: 'choice'; choice: Choice } | { kind: 'undo' } | { kind: 'quit' };

export class TerminalSeats {
  /** Where the game stood (the module's `display.stage`) when the picture was last shown: shown again when it changes. */
  private shownAt: string | null = null;
  private readonly playerName: (id: string) => string;

  constructor(
    private readonly module: AnyGameModule,
    private readonly engine: Engine<unknown, unknown>,
    private readonly io: CliIO,
    private readonly lines: Lines,
    private readonly aliases: Aliases | null,
  ) {
    this.playerName = engine.game.playerName ?? ((p: string) => p);
  }

  /** The game's picture of the position as `viewer` may see it (null: the game draws none). */
  private picture(state: GameState, viewer: string): { table: string[]; board: string[] } | null {
    const text = this.module.hooks.display?.text;
    return text === undefined ? null : text(this.engine.view(state, viewer) as unknown as Json, this.engine.rules, this.playerName);
  }

  private showTable(state: GameState, viewer: string): void {
    const p = this.picture(state, viewer);
    this.io.out('');
    if (p === null) this.io.out('(this game draws no table: the log says what happened)');
    else for (const l of p.table) this.io.out(l);
  }

  private showBoard(state: GameState, viewer: string): void {
    const p = this.picture(state, viewer);
    if (p === null) this.io.out('(this game draws no board)');
    else for (const l of p.board) this.io.out(l);
  }

  private showDecision(state: GameState, n: number): void {
    const d = state.decision!;
    this.io.out('');
    this.io.out(`Decision ${n + 1}`);
    const worded = this.terminal?.decision?.(d, this.viewOf(state, d.player), this.engine.rules);
    for (const l of decisionText(d, this.playerName, worded)) this.io.out(l);
  }

  private get terminal() {
    return this.module.hooks.display?.terminal;
  }

  private viewOf(state: GameState, viewer: string): Json {
    return this.engine.view(state, viewer) as unknown as Json;
  }

  /** A reference command (map, card, sheet, rules, key): the game's answer, or that it has none. */
  private showReference(said: { kind: 'map' | 'rules' | 'key' } | { kind: 'card' | 'sheet'; about: string }, state: GameState, viewer: string): void {
    const t = this.terminal;
    const view = () => this.viewOf(state, viewer);
    const none = (what: string) => [`(${this.module.title} gives the terminal no ${what})`];
    let lines: string[];
    switch (said.kind) {
      case 'map':
        lines = t?.map ? t.map(view(), this.engine.rules) : none('map');
        break;
      case 'rules':
        lines = t?.rules ? t.rules(view(), this.engine.rules) : none('rules summary');
        break;
      case 'key':
        lines = t?.key ? [...t.key] : none('key');
        break;
      case 'card':
        if (said.about === '') lines = ['Which card? "card NAME" (a name, or its first letters)'];
        else lines = t?.card ? (t.card(said.about, view(), this.engine.rules) ?? [`Nothing is called "${said.about}" in this game.`]) : none('cards');
        break;
      case 'sheet': {
        const player = said.about === '' ? viewer : this.playerOf(said.about, state);
        if (player === null) lines = [`No player "${said.about}": ${state.players.map((p) => this.playerName(p)).join(', ')}`];
        else lines = t?.sheet ? t.sheet(player, view(), this.engine.rules, this.playerName) : none("players' sheets");
        break;
      }
    }
    for (const l of lines) this.io.out(l);
  }

  /** A player by what a person types: their id, their name, or a word of it (`red`, `Vox`). */
  private playerOf(text: string, state: GameState): string | null {
    const t = text.trim().toLowerCase();
    const hit = (p: string) => p.toLowerCase() === t || this.playerName(p).toLowerCase() === t;
    const word = (p: string) => this.playerName(p).toLowerCase().split(/\s+/).includes(t);
    return state.players.find(hit) ?? state.players.find(word) ?? null;
  }

  /** Asks until the person gives a legal-looking answer, takes a choice back, quits, or the input ends (a quit). */
  async answer(state: GameState, made: number): Promise<SeatAnswer> {
    const d = state.decision!;
    const stage = this.module.hooks.display?.stage;
    const at = `${stage ? stage(this.engine.view(state, d.player) as unknown as Json) : String(state.n)}/${d.player}`;
    if (at !== this.shownAt && this.module.hooks.display?.text !== undefined) {
      this.shownAt = at;
      this.showTable(state, d.player);
      this.showBoard(state, d.player);
    }
    this.showDecision(state, made);
    for (;;) {
      this.io.out(`Your answer, ${this.playerName(d.player)} (1-${d.options.length}, or help):`);
      const line = await this.lines.next();
      if (line === null) {
        this.io.out('The input ended: leaving the game.');
        return { kind: 'quit' };
      }
      const said = readSeatInput(line, d, this.aliases);
      switch (said.kind) {
        case 'choice':
          return said;
        case 'undo':
        case 'quit':
          return { kind: said.kind };
        case 'board':
          this.showBoard(state, d.player);
          break;
        case 'table':
          this.showTable(state, d.player);
          break;
        case 'options':
          this.showDecision(state, made);
          break;
        case 'help':
          for (const l of seatHelp(d)) this.io.out(l);
          break;
        case 'map':
        case 'rules':
        case 'key':
          this.showReference({ kind: said.kind }, state, d.player);
          break;
        case 'card':
        case 'sheet':
          this.showReference(said, state, d.player);
          break;
        case 'error':
          this.io.out(said.message);
          break;
      }
    }
  }
}
