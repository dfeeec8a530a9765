/**
 * Which card the cursor is in, as players see it: the editor finds the JSON
 * pointer of the value under the cursor, and the pack's game module says
 * what card is there and how it reads (`EditorHooks.preview`; Columbia's
 * action card joins its deck row with its card type, Baldur's Gate's
 * building card its type's benefit). Pure: YAML text and a cursor offset
 * in, a preview out.
 */
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { CardPreview } from '../../../interpreter/game/index.ts';
import type { Json } from '../../../interpreter/core/index.ts';
import { gameModule } from '../../../interpreter/games/index.ts';

export type CardView = CardPreview;

const within = (node: { range?: [number, number, number] | null } | null | undefined, offset: number) => {
  const r = node?.range;
  return !!r && offset >= r[0] && offset <= r[2];
};

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of the innermost value at `offset` ('' at the top, or outside every entry). */
export function pointerAt(root: YamlNode | null | undefined, offset: number): string {
  let pointer = '';
  let node: unknown = root;
  for (;;) {
    if (isMap(node)) {
      // A field holds the offset from its key's start to its value's end.
      const pair = node.items.find((p) => {
        const key = p.key as YamlNode | null;
        const value = p.value as YamlNode | null;
        const start = key?.range?.[0];
        const end = value?.range?.[2] ?? key?.range?.[2];
        return start !== undefined && end !== undefined && offset >= start && offset <= end;
      });
      if (!pair) return pointer;
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      pointer += `/${escape(key)}`;
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => within(item as YamlNode, offset));
      if (index === -1) return pointer;
      pointer += `/${index}`;
      node = node.items[index];
    } else return pointer;
  }
}

/** The card under the cursor in a file of a pack of `game`, or undefined when the cursor is not on one (or the game draws none). */
export function cardAt(game: string | undefined, path: string, source: string, offset: number): CardView | undefined {
  const preview = game === undefined ? undefined : gameModule(game)?.hooks.editor?.preview;
  if (preview === undefined) return undefined;
  const stem = path.split('/').pop()!.replace(/\.ya?ml$/i, '');
  const doc = parseDocument(source, { prettyErrors: false });
  return preview(stem, doc.toJSON() as Json, pointerAt(doc.contents, offset)) ?? undefined;
}
