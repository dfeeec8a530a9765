/**
 * Names a scenario may use for this game's components: cards, agendas, HQ
 * cards and gates by name or id, districts and Special Locations by name or
 * id, spaces as `plot 24` / `24` / `keep The Steeps` / `hq The Wide` /
 * `watchtower wt-seatower-tower` / `gate Sea Gate` or their ids. Matching
 * ignores case and punctuation.
 */
import type { BgRules } from '../rules.ts';
import { plotSpace } from '../rules.ts';

export function norm(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

function find<T extends { id: string; name: string }>(list: readonly T[], name: string): T | undefined {
  const n = norm(name);
  return list.find((x) => norm(x.id) === n || norm(x.name) === n);
}

export function cardId(rules: BgRules, name: string): string | undefined {
  return find(Object.values(rules.cards), name)?.id;
}

export function agendaId(rules: BgRules, name: string): string | undefined {
  return find(Object.values(rules.agendas), name)?.id;
}

export function gateId(rules: BgRules, name: string): string | undefined {
  return find(Object.values(rules.gates), name)?.id;
}

export function districtId(rules: BgRules, name: string): string | undefined {
  return find(rules.districts, name)?.id;
}

export function locationId(rules: BgRules, name: string): string | undefined {
  return find(Object.values(rules.locations), name)?.id;
}

/** An HQ card by its name, id or district (`The Steeps`, `the-steeps`, `The Steeps HQ`). */
export function hqId(rules: BgRules, name: string): string | undefined {
  const byCard = find(Object.values(rules.hqCards), name);
  if (byCard) return byCard.id;
  const d = districtId(rules, name);
  return d === undefined ? undefined : Object.values(rules.hqCards).find((h) => h.district === d)?.id;
}

export function trackId(rules: BgRules, name: string): string | undefined {
  return find(rules.tracks, name)?.id;
}

/** A space by id or by a phrase: `plot 24`, `24`, `keep The Steeps`, `hq The Wide`, `watchtower <id>`, `gate Sea Gate`. */
export function spaceId(rules: BgRules, name: string | number): string | undefined {
  const raw = String(name).trim();
  if (rules.spaces[raw]) return raw;
  const n = norm(raw);
  const plot = /^(?:plot )?(\d+)$/.exec(n);
  if (plot) return rules.spaces[plotSpace(Number(plot[1]))] ? plotSpace(Number(plot[1])) : undefined;
  const m = /^(keep|hq|watchtower|gate) (.+)$/.exec(n);
  if (m) {
    const [, kind, rest] = m;
    if (kind === 'gate') {
      const g = gateId(rules, rest!);
      if (g) return rules.gates[g]!.space;
    }
    const byId = Object.keys(rules.spaces).find((s) => norm(s) === rest || norm(s) === `${kind} ${rest}`);
    if (byId) return byId;
    const d = districtId(rules, rest!);
    if (d && (kind === 'keep' || kind === 'hq')) return `${kind}-${d}`;
  }
  return Object.keys(rules.spaces).find((s) => norm(s) === n);
}

/** Every name a scenario may use (for did-you-mean). */
export function allNames(rules: BgRules): string[] {
  return [
    ...Object.values(rules.cards).map((c) => c.name),
    ...Object.values(rules.agendas).map((a) => a.name),
    ...Object.values(rules.gates).map((g) => g.name),
    ...Object.values(rules.hqCards).map((h) => h.name),
    ...rules.districts.map((d) => d.name),
    ...Object.values(rules.locations).map((l) => l.name),
    ...rules.tracks.map((t) => t.name),
    ...rules.spaceOrder,
  ];
}
