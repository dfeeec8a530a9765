/**
 * Bots at test-play's seats: which seat each plays, and answering their
 * decisions as they come up. The designer gives any seat a bot the
 * simulator offers (balance-model.ts `seatableBots`); when the pending
 * decision is a bot's, it is asked (on a worker: bot-thinker.ts) and its
 * answer played as a click on the list would be. A reply that comes back
 * after the position changed (Back, a new game, a reload) is dropped.
 *
 * While the designer browses history (something to redo), a bot's decision
 * waits: Forward redoes what it chose, or `turn(true)` asks it again. Back
 * with bots seated goes back to the designer's own last decision, over the
 * bots' answers after it.
 */
import type { Choice, Decision, PlayerId } from '../../../interpreter/core/index.ts';
import { HUMAN, type BotQuestion } from './bot-move.ts';
import type { BotPack, BotThinker } from './bot-thinker.ts';
import type { PlaySession } from './session.ts';

/** What bots need of test-play's controller. */
export interface BotHost {
  readonly session: PlaySession | undefined;
  /** The pack as loaded now, for the bot worker; undefined when nothing is playable. */
  botPack(): BotPack | undefined;
  /** Plays a bot's choice (checked like a click); false when it was refused (the host says why). */
  answerFor(choice: Choice): boolean;
  say(text: string, level: 'info' | 'warning' | 'error'): void;
  playerName(id: PlayerId): string;
  /** Draw again (no game change). */
  redraw(): void;
}

/** A bot at work on one position. */
export interface Thinking {
  session: PlaySession;
  n: number;
  key: string;
  player: PlayerId;
  bot: string;
  /** Why it could not answer (set when it failed). */
  message?: string;
}

export class BotSeats {
  /** Seat -> bot name; a seat not here is the designer's. */
  private seats: Record<PlayerId, string> = {};
  /** The question out, or null. */
  thinking: Thinking | null = null;
  /** The last position a bot could not answer (not asked again unless the designer says so). */
  private failed: Thinking | null = null;
  private thinkerMade: BotThinker | undefined;

  constructor(
    private readonly host: BotHost,
    private readonly makeThinker: () => BotThinker,
  ) {}

  private get thinker(): BotThinker {
    return (this.thinkerMade ??= this.makeThinker());
  }

  /** The bot at `seat`, or null when the designer plays it. */
  botAt(seat: PlayerId): string | null {
    return this.seats[seat] ?? null;
  }

  /** Whether any seat is a bot's. */
  any(): boolean {
    return Object.keys(this.seats).length > 0;
  }

  /** Gives `seat` to a bot (`HUMAN`: back to the designer); the bot answers at once when it is its turn. */
  set(seat: PlayerId, bot: string): void {
    if (bot === HUMAN || bot === '') delete this.seats[seat];
    else this.seats[seat] = bot;
    this.failed = null;
    this.turn();
    this.host.redraw();
  }

  /** Every seat back to the designer (another pack's seats are not these). */
  clear(): void {
    this.seats = {};
    this.thinking = null;
    this.failed = null;
  }

  /** The pending decision when a bot plays it, with the bot's name. */
  pending(s: PlaySession | undefined = this.host.session): { decision: Decision; bot: string } | null {
    const d = s?.decision() ?? null;
    const bot = d ? this.botAt(d.player) : null;
    return d && bot ? { decision: d, bot } : null;
  }

  /** A bot's decision that waits while the designer browses history (Forward redoes its choice). */
  paused(): boolean {
    const s = this.host.session;
    return this.pending(s) !== null && this.thinking === null && (s?.canForward() ?? false);
  }

  /** Why the bot of the pending decision did not answer, when it could not. */
  failure(): string | null {
    const t = this.failed;
    const s = this.host.session;
    return t && s === t.session && s.n === t.n ? (t.message ?? 'it failed') : null;
  }

  /** The seat the designer watches when a bot is to act (the 'player to act' view must not show a bot's hand): the designer's seat that acted last, else the first; null when bots hold every seat. */
  watcher(s: PlaySession): PlayerId | null {
    const humans = s.source.players.filter((p) => this.botAt(p) === null);
    if (humans.length <= 1) return humans[0] ?? null;
    const choices = s.choices;
    for (let k = choices.length - 1; k >= 0; k--) if (humans.includes(choices[k]!.player)) return choices[k]!.player;
    return humans[0]!;
  }

  /** Where Back goes with bots seated: just before the designer's own last decision (0 when the bots made every choice). */
  backTarget(s: PlaySession): number {
    const choices = s.choices;
    for (let k = choices.length - 1; k >= 0; k--) if (this.botAt(choices[k]!.player) === null) return k;
    return 0;
  }

  /**
   * When the pending decision is a bot's, asks it (once per position):
   * `force` also asks while the designer browses history, or again after a failure.
   */
  turn(force = false): void {
    const s = this.host.session;
    const p = this.pending(s);
    if (!s || !p) {
      this.thinking = null;
      return;
    }
    if (s.canForward() && !force) {
      this.thinking = null;
      return;
    }
    const pack = this.host.botPack();
    if (!pack) return;
    const same = (t: Thinking | null) => t !== null && t.session === s && t.n === s.n && t.key === pack.key && t.bot === p.bot;
    if (same(this.thinking)) return;
    if (same(this.failed) && !force) return;
    const t: Thinking = { session: s, n: s.n, key: pack.key, player: p.decision.player, bot: p.bot };
    this.thinking = t;
    this.failed = null;
    const question: BotQuestion = { bot: p.bot, seed: s.source.seed, n: s.n, state: s.state, scenario: s.source.scenario ?? null };
    this.thinker.think(pack, question).then(
      (choice) => {
        if (this.thinking !== t) return;
        this.thinking = null;
        if (this.host.session !== s || s.n !== t.n) return this.host.redraw();
        if (!this.host.answerFor(choice)) this.failed = { ...t, message: 'its answer was refused' };
        this.host.redraw();
      },
      (error: unknown) => {
        if (this.thinking !== t) return;
        this.thinking = null;
        const message = error instanceof Error ? error.message : String(error);
        this.failed = { ...t, message };
        this.host.say(`${this.host.playerName(t.player)} (${t.bot}) could not answer: ${message}`, 'error');
      },
    );
  }

  dispose(): void {
    this.thinking = null;
    this.thinkerMade?.dispose();
    this.thinkerMade = undefined;
  }
}
