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

/** The kind of file a path is, when it is one the tree may create, rename and delete. */
export function kindOfPath(path: string): NewFileKind | undefined {
  const parts = path.split('/');
  if (parts.length !== 3 || !/\.ya?ml$/i.test(parts[2]!)) return undefined;
  return parts[1] === FOLDER_OF.scenario ? 'scenario' : parts[1] === FOLDER_OF.bot ? 'bot' : undefined;
}

/** `columbia/scenarios/<slug>.yaml`, or null when the name has no letter or digit. */
export function newFilePath(pack: string, kind: NewFileKind, name: string): string | null {
  const slug = fileSlug(name);
  return slug ? `${pack}/${FOLDER_OF[kind]}/${slug}.yaml` : null;
}

/** The same folder as `path`, under a new name (renames never move a file to another folder). */
export function renamedPath(path: string, name: string): string | null {
  const slug = fileSlug(name);
  if (!slug) return null;
  const folder = path.slice(0, path.lastIndexOf('/'));
  return `${folder}/${slug}.yaml`;
}

/** A YAML double-quoted string (JSON's escapes are YAML's). */
function quoted(text: string): string {
  return JSON.stringify(text);
}

export function newFileText(kind: NewFileKind, name: string): string {
  const title = name.trim() || 'New ' + kind;
  if (kind === 'scenario') {
    return [
      '# yaml-language-server: $schema=../../../schemas/scenario.schema.json',
      `name: ${quoted(title)}`,
      "rule: 'TODO: quote the rulebook line this scenario pins'",
      'setup: { players: 2 }',
      'expect:',
      '  round: 1',
      '',
    ].join('\n');
  }
  return [
    '# yaml-language-server: $schema=../../../schemas/bot.schema.json',
    `name: ${quoted(title)}`,
    'description: A new bot. Add rules under decisions; what no rule decides, the fallback does.',
    'fallback: heuristic',
    'decisions:',
    '  recruit:',
    '    - prefer: "done"',
    '',
  ].join('\n');
}
