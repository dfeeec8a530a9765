/**
 * The names an effect string may use, read from the pack itself: locations,
 * territories, unit types (figures, unit kinds, structures), card types,
 * world events, victory cards, leaders. Pure: texts in, names out, so the
 * completion list always matches what the designer has just typed elsewhere.
 */
import { isMap, isSeq, parseDocument } from 'yaml';

export type NameKind = 'location' | 'territory' | 'unit' | 'structure' | 'card' | 'event' | 'victory card' | 'leader';

export interface PackName {
  name: string;
  kind: NameKind;
  /** Where it is defined, for the completion's detail line. */
  file: string;
  detail?: string;
}

function entries(text: string, key: string): Record<string, unknown>[] {
  const doc = parseDocument(text, { prettyErrors: false });
  if (!isMap(doc.contents)) return [];
  const seq = doc.contents.get(key, true);
  if (!isSeq(seq)) return [];
  return seq.items.filter((n) => isMap(n)).map((n) => n.toJSON() as Record<string, unknown>);
}

const fileStem = (path: string) => path.split('/').pop()!.replace(/\.ya?ml$/i, '');

export function packNames(texts: ReadonlyMap<string, string>, pack: string): PackName[] {
  const out: PackName[] = [];
  const add = (name: unknown, kind: NameKind, file: string, detail?: string) => {
    if (typeof name !== 'string' || name.trim() === '') return;
    const n: PackName = { name, kind, file };
    if (detail !== undefined) n.detail = detail;
    out.push(n);
  };
  for (const [path, text] of texts) {
    if (!path.startsWith(`${pack}/`)) continue;
    switch (fileStem(path)) {
      case 'board':
        for (const l of entries(text, 'locations')) add(l.name, 'location', path, typeof l.number === 'number' ? `location ${l.number}, territory ${String(l.territory ?? '?')}` : undefined);
        for (const t of entries(text, 'territories')) add(t.name, 'territory', path, `territory ${String(t.letter ?? '?')}`);
        break;
      case 'pieces':
        for (const f of entries(text, 'figures')) add(f.name, 'unit', path, `${String(f.kind ?? 'unit')}`);
        for (const s of entries(text, 'structures')) add(s.name, 'structure', path, 'structure');
        break;
      case 'action-cards':
        for (const c of entries(text, 'cardTypes')) add(c.name, 'card', path, 'action card type');
        break;
      case 'world-events':
        for (const e of entries(text, 'events')) add(e.name, 'event', path, 'world event');
        break;
      case 'victory-cards':
        for (const v of entries(text, 'cards')) add(v.name, 'victory card', path, 'victory card');
        break;
      case 'leaders':
        for (const l of entries(text, 'leaders')) add(l.name, 'leader', path, 'leader card');
        break;
      default:
        break;
    }
  }
  const seen = new Set<string>();
  return out.filter((n) => {
    const k = `${n.kind}:${n.name.toLowerCase()}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
