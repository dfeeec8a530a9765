/**
 * A person playing a seat of `rulewright play` at the terminal: shows the
 * table and board as that seat may see them when the game moves on to a new
 * step, the question with numbered options, and reads answers line by line
 * until one is a legal choice or a command the shell acts on (undo, quit).
 */
import { createInterface } from 'node:readline';
import type { Choice, GameState } from '../core/index.ts';
import type { Ruleset } from '../columbia/index.ts';
import type { ColumbiaEngine } from '../columbia/index.ts';
import type { ColumbiaG } from '../columbia/state.ts';
import { asViewG, boardView } from '../columbia/display/board-model.ts';
import { tableModel } from '../columbia/display/table-model.ts';
import { columbiaAliases, type Aliases } from '../scenario/match.ts';
import { readSeatInput, SEAT_HELP } from './human-seat.ts';
import { boardText, decisionText, tableText } from './table-text.ts';
import type { CliIO } from './main.ts';

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
  /** Round, phase, step and whose turn when the table was last shown: it is shown again when one changes. */
  private shownAt = '';
  private readonly playerName: (id: string) => string;
  private readonly factionName: (id: string) => string;
  private readonly aliases: Aliases;

  constructor(
    private readonly engine: ColumbiaEngine,
    private readonly rules: Ruleset,
    private readonly io: CliIO,
    private readonly lines: Lines,
  ) {
    this.playerName = engine.game.playerName ?? ((p: string) => p);
    const factions = new Map(rules.pack.factions.map((f) => [f.id, f.name]));
    this.factionName = (id) => factions.get(id) ?? id;
    this.aliases = columbiaAliases(rules);
  }

  private showTable(state: GameState<ColumbiaG>, viewer: string): void {
    const g = asViewG(this.engine.view(state, viewer).g);
    this.io.out('');
    for (const l of tableText(tableModel(g, this.rules, this.playerName), this.playerName)) this.io.out(l);
  }

  private showBoard(state: GameState<ColumbiaG>, viewer: string): void {
    const g = asViewG(this.engine.view(state, viewer).g);
    for (const l of boardText(boardView(g, this.rules), this.playerName, this.factionName)) this.io.out(l);
  }

  private showDecision(state: GameState<ColumbiaG>, n: number): void {
    const d = state.decision!;
    this.io.out('');
    this.io.out(`Decision ${n + 1}`);
    for (const l of decisionText(d, this.playerName)) this.io.out(l);
  }

  /** Asks until the person gives a legal-looking answer, takes a choice back, quits, or the input ends (a quit). */
  async answer(state: GameState<ColumbiaG>, made: number): Promise<SeatAnswer> {
    const d = state.decision!;
    const g = state.g;
    const at = `${g.round}/${g.phase}/${g.step}/${g.activePlayer ?? ''}/${d.player}`;
    if (at !== this.shownAt) {
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
          for (const l of SEAT_HELP) this.io.out(l);
          break;
        case 'error':
          this.io.out(said.message);
          break;
      }
    }
  }
}
