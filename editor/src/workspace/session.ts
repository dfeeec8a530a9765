/**
 * The tabs a designer had open, kept across reloads (localStorage
 * `rulewright.session.v1`), and which file the editor opens first. The page
 * start (main.ts) asks it too, before Monaco has loaded: the pack check
 * starts with that file's pack.
 */

const SESSION_KEY = 'rulewright.session.v1';

export interface EditorSession {
  tabs: string[];
  active: string | undefined;
}

/**
 * The tabs and the file to show, of those that exist; the address's `#file=` wins over the kept session;
 * with neither, `first` picks (the app asks the pack's game module for the file a designer starts at).
 */
export function restoredSession(paths: readonly string[], hash: string, storage: Pick<Storage, 'getItem'>, first: (paths: readonly string[]) => string | undefined = (p) => p[0]): EditorSession {
  let tabs: string[] = [];
  try {
    const saved = JSON.parse(storage.getItem(SESSION_KEY) ?? '{}') as { tabs?: string[] };
    tabs = (saved.tabs ?? []).filter((p) => paths.includes(p));
  } catch {
    /* a broken session only costs the open tabs */
  }
  return { tabs, active: askedFile(paths, hash, storage) ?? first(paths) ?? paths[0] };
}

/** The file the address (`#file=`) or the kept session asks for, if it exists; undefined when neither does. */
export function askedFile(paths: readonly string[], hash: string, storage: Pick<Storage, 'getItem'>): string | undefined {
  const wanted = new URLSearchParams(hash.slice(1)).get('file');
  if (wanted && paths.includes(wanted)) return wanted;
  try {
    const active = (JSON.parse(storage.getItem(SESSION_KEY) ?? '{}') as { active?: string }).active;
    return active && paths.includes(active) ? active : undefined;
  } catch {
    return undefined;
  }
}

export function keepSession(storage: Pick<Storage, 'setItem'>, session: EditorSession): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}
