/**
 * Validators compiled once and kept: the Node side of `SchemaStore`.
 *
 * Why: compiling the JSON Schemas is a fixed cost of every command (~0.15 s
 * for a game's content schemas, as much again for the scenario schema, about
 * a fifth of `rulewright check`), paid again by every process although the
 * schemas change only with the code. The first process to compile a set
 * writes ajv's own standalone code for it; later ones load that code (a few
 * milliseconds) instead of compiling.
 *
 * Where: `node_modules/.cache/rulewright/validators/`, beside ajv (whose
 * runtime helpers the kept code requires), as the prebuilt command code is
 * kept (cli/prebuilt.mjs). Nothing is written in a pack's folder. A file is
 * named by a SHA-256 of ajv's version, the compile options and the schemas'
 * text: an edited schema or another ajv is another file, never a stale one.
 * Written whole or not at all (a temporary file renamed over it), so two
 * processes keeping the same set at once cannot leave half a file.
 *
 * Any failure (a read-only install, a file that does not load) means
 * compiling as before; `RULEWRIGHT_PREBUILT=0`, the switch for code made
 * ahead and kept, turns this off too. What a file is found to be never
 * depends on it: test/content/kept-validators.test.ts compares the
 * diagnostics of kept and freshly compiled validators. Node only.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Ajv, ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { JsonSchema } from './schemas.ts';
import type { SchemaStore } from './validate.ts';

const require = createRequire(import.meta.url);

/**
 * Kept files not written for this long are removed when another is kept: each
 * edit of a schema makes a new file (~0.1-0.5 MB), and nothing else would ever
 * remove the old ones. A set still in use and removed is compiled and kept again
 * once.
 */
const KEEP_DAYS = 14;

// ajv's standalone module is CommonJS with a default export; under NodeNext the callable sits on `.default`.
const toCode = ((standaloneCode as unknown as { default?: unknown }).default ?? standaloneCode) as (ajv: Ajv, refs: Record<string, string>) => string;

/**
 * The store in `node_modules/.cache/rulewright/validators/`, or undefined when
 * kept code is switched off. `dir`: another folder (tests).
 */
export function keptValidators(dir?: string): SchemaStore | undefined {
  if (process.env['RULEWRIGHT_PREBUILT'] === '0') return undefined;
  let folder = dir;
  let version = '';
  let fromAjv: NodeJS.Require;
  try {
    const ajvPackage = require.resolve('ajv/package.json');
    version = (require(ajvPackage) as { version: string }).version;
    folder ??= join(dirname(dirname(ajvPackage)), '.cache', 'rulewright', 'validators');
    // The kept code requires ajv's runtime helpers (ucs2length, equal): resolved from ajv's own folder, wherever the file is.
    fromAjv = createRequire(ajvPackage);
  } catch {
    return undefined;
  }
  const at = (schemas: Readonly<Record<string, JsonSchema>>, options: unknown) =>
    join(folder!, `${createHash('sha256').update(JSON.stringify([version, options, schemas])).digest('hex').slice(0, 32)}.cjs`);
  return {
    read(schemas, options) {
      try {
        // Run as the CommonJS module ajv wrote it as (not through `require`, whose cache would keep a file replaced since).
        const code = readFileSync(at(schemas, options), 'utf8');
        const module = { exports: {} as Record<string, unknown> };
        new Function('module', 'exports', 'require', code)(module, module.exports, fromAjv);
        const exports = module.exports;
        const kept = new Map<string, ValidateFunction>();
        for (const name of Object.keys(schemas)) {
          const v = exports[name];
          if (typeof v !== 'function') return undefined;
          kept.set(name, v as ValidateFunction);
        }
        return kept;
      } catch {
        // Not kept yet (or unreadable): the caller compiles, then keeps.
        return undefined;
      }
    },
    keep(schemas, options, ajv) {
      try {
        const code = toCode(ajv, Object.fromEntries(Object.keys(schemas).map((name) => [name, name])));
        const path = at(schemas, options);
        mkdirSync(dirname(path), { recursive: true });
        const tmp = `${path}.${randomUUID()}.tmp`;
        try {
          writeFileSync(tmp, code, { flag: 'wx', mode: 0o644 });
          renameSync(tmp, path);
          removeOld(dirname(path), basename(path));
        } catch {
          try {
            unlinkSync(tmp);
          } catch {
            // never made
          }
        }
      } catch {
        // Not keepable (a read-only install, a schema standalone code cannot hold): compiled each time, as before.
      }
    },
  };
}

/** Removes the folder's kept files (and temporary files left by a process that died writing) older than KEEP_DAYS, but `keep`. */
function removeOld(dir: string, keep: string): void {
  const before = Date.now() - KEEP_DAYS * 24 * 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    if (name === keep || !(name.endsWith('.cjs') || name.endsWith('.tmp'))) continue;
    try {
      if (statSync(join(dir, name)).mtimeMs < before) unlinkSync(join(dir, name));
    } catch {
      // Gone already (another process removed it).
    }
  }
}
