/**
 * New scenario and bot files: where they go and the small valid text they
 * start from, so a designer never begins with a file the loader rejects.
 */

export type NewFileKind = 'scenario' | 'bot';

/** The folder inside a pack that holds one file per scenario or bot. */
export const FOLDER_OF: Readonly<Record<NewFileKind, string>> = { scenario: 'scenarios', bot: 'bots' };

/** `Blue moves up!` -> `blue-moves-up`: a file name from what the designer typed. */
export function fileSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.ya?ml$/, '')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** `<pack>/scenarios/golden/` holds the golden playthrough records: never a place for a scenario. */
export const GOLDEN_FOLDER = 'golden';

/** The kind of file a path is, when it is one the tree may create, move and delete (in its kind folder at any depth). */
export function kindOfPath(path: string): NewFileKind | undefined {
  const parts = path.split('/');
  if (parts.length < 3 || !/\.ya?ml$/i.test(parts[parts.length - 1]!)) return undefined;
  if (parts[1] === FOLDER_OF.scenario) return parts.length > 3 && parts[2] === GOLDEN_FOLDER ? undefined : 'scenario';
  return parts[1] === FOLDER_OF.bot ? 'bot' : undefined;
}

/** Where a typed name puts a file: its path, or the sentence saying why it cannot go there. */
export type Placement = { path: string } | { problem: string };

/**
 * What the designer types, `my case` or `combat/retreat/my case`, as a path in
 * the pack's scenarios or bots folder: each part made a file name, empty
 * parts (and so `..`) dropped. The name typed is the path under the kind
 * folder, so one field both renames and moves.
 */
export function placeFile(pack: string, kind: NewFileKind, typed: string): Placement {
  const parts = typed.replace(/\\/g, '/').split('/');
  const name = fileSlug(parts.pop() ?? '');
  if (!name) return { problem: 'Type a name with at least one letter or digit.' };
  const folders = parts.map(fileSlug).filter(Boolean);
  if (kind === 'scenario' && folders[0] === GOLDEN_FOLDER) {
    return { problem: `scenarios/${GOLDEN_FOLDER}/ holds the golden playthrough records, not scenarios: choose another folder.` };
  }
  return { path: `${pack}/${FOLDER_OF[kind]}/${[...folders, name].join('/')}.yaml` };
}

/** `my-pack/scenarios/<slug>.yaml` (or in a typed folder), or null when the name has no letter or digit. */
export function newFilePath(pack: string, kind: NewFileKind, name: string): string | null {
  const placed = placeFile(pack, kind, name);
  return 'path' in placed ? placed.path : null;
}

/** What the rename form starts from: the file's path under its kind folder, without `.yaml` (`combat/retreat`). */
export function nameInKind(path: string): string {
  return path.split('/').slice(2).join('/').replace(/\.ya?ml$/i, '');
}

/** The folder part of a path under its kind folder (`combat/retreat` for `my-pack/scenarios/combat/retreat/x.yaml`; '' at the top). */
export function folderInKind(path: string): string {
  return path.split('/').slice(2, -1).join('/');
}

/**
 * Where a rename or move takes `path`: the typed name is the new path under
 * the same pack's kind folder (`x` keeps it at the top, `combat/x` files it
 * in `combat/`).
 */
export function movedPath(path: string, typed: string): Placement {
  const kind = kindOfPath(path);
  if (!kind) return { problem: `${path} is not a scenario or bot file.` };
  return placeFile(path.split('/')[0]!, kind, typed);
}

/** `movedPath`'s path, or null when there is none. */
export function renamedPath(path: string, name: string): string | null {
  const placed = movedPath(path, name);
  return 'path' in placed ? placed.path : null;
}

/** A YAML double-quoted string (JSON's escapes are YAML's). */
function quoted(text: string): string {
  return JSON.stringify(text);
}

/**
 * The template of a new file. `path` (`my-pack/scenarios/combat/x.yaml`) sets
 * how far up the `$schema` line reaches for `schemas/`, so an editor outside
 * rulewright finds the schema from a file in a sub-folder too.
 */
export function newFileText(kind: NewFileKind, name: string, path?: string): string {
  const title = (name.split('/').pop() ?? '').trim() || 'New ' + kind;
  const up = '../'.repeat(path === undefined ? 3 : path.split('/').length);
  if (kind === 'scenario') {
    return [
      `# yaml-language-server: $schema=${up}schemas/scenario.schema.json`,
      `name: ${quoted(title)}`,
      "rule: 'TODO: quote the rulebook line this scenario pins'",
      'setup: { players: 2 }',
      'expect:',
      '  round: 1',
      '',
    ].join('\n');
  }
  return [
    `# yaml-language-server: $schema=${up}schemas/bot.schema.json`,
    `name: ${quoted(title)}`,
    'description: A new bot. Add rules under decisions; what no rule decides, the fallback does.',
    'fallback: heuristic',
    'decisions:',
    '  recruit:',
    '    - prefer: "done"',
    '',
  ].join('\n');
}
