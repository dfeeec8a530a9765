/**
 * Rough worth of an effect in Prestige-like points, read from its words once
 * per Ruleset: what the heuristic bot weighs deals, cards and income by. It
 * only has to rank options sensibly, not to be exact.
 */
import type { BgRules } from '../rules.ts';

/** Worth of one unit of each thing an effect can give. */
const UNIT: Record<string, number> = {
  prestige: 1,
  gold: 0.35,
  supply: 0.45,
  supplies: 0.45,
  favor: 0.55,
  favors: 0.55,
  worker: 3,
  workers: 3,
  'reserve tokens': 1.2,
  'reserve token': 1.2,
};

/** What an effect string is worth (before any condition the bot checks itself). */
export function effectWorth(text: string): number {
  let v = 0;
  for (const line of text.split(/\n|;/)) {
    const l = line.trim().toLowerCase();
    const each = /^for each my ([a-z ]+?)( in .*)?:\s*(.*)$/.exec(l);
    if (each) {
      // "for each my markets: gain 1 prestige": about two of them.
      v += 2 * effectWorth(each[3]!);
      continue;
    }
    const iff = /^if .*:\s*(.*)$/.exec(l);
    if (iff) {
      v += 0.4 * effectWorth(iff[1]!);
      continue;
    }
    let m = /^gain (\d+) influence/.exec(l);
    if (m) {
      v += 1.6 * Number(m[1]);
      continue;
    }
    m = /^gain (\d+) ([a-z ]+)$/.exec(l);
    if (m) {
      v += Number(m[1]) * (UNIT[m[2]!] ?? 0.3);
      continue;
    }
    m = /^draw (\d+) building card/.exec(l);
    if (m) {
      v += 0.9 * Number(m[1]);
      continue;
    }
    if (/^take (\d+) building card/.test(l)) v += 1.2;
    else if (/^build a building card/.test(l)) v += 6;
    else if (/^build a watchtower/.test(l)) v += 3;
    else if (/^build a keep/.test(l)) v += 4;
    else if (/^build a gate/.test(l)) v += 5;
    else if (/^place a cube on an empty hq space/.test(l)) v += 5;
    else if (/^make the free deal/.test(l)) v += 1.5;
    else if (/^retrieve my worker/.test(l)) v += 0.8;
  }
  return v;
}

/** Every effect key's worth. */
export function effectWorths(rules: BgRules): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, t] of Object.entries(rules.effects)) out[k] = effectWorth(t);
  return out;
}
