/**
 * JSON Schema validation of each content file, with ajv's errors retold in a
 * designer's words and placed on the YAML text they are about.
 */
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { Diagnostic } from '../diagnostics/index.ts';
import { suggest } from '../diagnostics/index.ts';
import { diagnose } from './codes.ts';
import type { LoaderCode } from './codes.ts';
import { fieldKeySpan, keySpan, pointerSegments, valueSpan } from './locate.ts';
import type { JsonSchema } from './schemas.ts';
import type { SourceFile } from './yaml-file.ts';

// ajv-formats' default export is typed for CommonJS consumers; under NodeNext its call signature is hidden behind `.default`.
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;

/** A game's schemas, compiled together on first use. */
export interface SchemaSet {
  /**
   * The validator of a file kind (by stem); undefined when the set has no
   * such schema. `store`: where validators compiled by an earlier process are
   * kept (read at the first call, the one that compiles).
   */
  validator(stem: string, store?: SchemaStore): ValidateFunction | undefined;
}

/**
 * Where validators compiled by an earlier process are kept, so that a process
 * loads them instead of compiling (content/schema-store.ts, in Node; the
 * browser keeps none). `options` names how they were compiled.
 */
export interface SchemaStore {
  /** The kept validators of every schema of the set, by name; undefined when not kept. */
  read(schemas: Readonly<Record<string, JsonSchema>>, options: unknown): Map<string, ValidateFunction> | undefined;
  /** Keeps what `ajv` compiled for the set (each schema added under its name, ajv made with `code.source`). */
  keep(schemas: Readonly<Record<string, JsonSchema>>, options: unknown, ajv: Ajv): void;
}

/**
 * The options every content schema is compiled with. Compiling is most of
 * the time a command spends loading a pack (each process compiles every
 * schema once, unless a store keeps them), so two of ajv's compile-time
 * passes are off: checking each schema against JSON Schema's meta-schema (our
 * schemas are checked once, by test/content/schemas-are-json-schema.test.ts)
 * and simplifying the generated code (it runs once per file loaded). Neither
 * changes what a file is found to be, nor the errors.
 */
const COMPILE_OPTIONS = { allErrors: true, verbose: true, strict: false, allowUnionTypes: true, validateSchema: false, code: { optimize: false } } as const;

/** How validators are compiled, as a store names what it keeps: the options and the plugins (a change to either is other code). */
const COMPILED_AS = { options: COMPILE_OPTIONS, plugins: ['ajv-formats'] } as const;

/** A compiler with the content schemas' options; `keepSource` keeps each validator's code for a store. */
function schemaCompiler(keepSource = false): Ajv {
  const ajv = new Ajv({ ...COMPILE_OPTIONS, code: { ...COMPILE_OPTIONS.code, source: keepSource } });
  addFormats(ajv);
  return ajv;
}

/**
 * Compiles a set of schemas (name -> schema) with the content options, or
 * loads the validators a store kept from an earlier process; a set compiled
 * here is given to the store to keep.
 */
export function compileSchemas(schemas: Readonly<Record<string, JsonSchema>>, store?: SchemaStore): Map<string, ValidateFunction> {
  const kept = store?.read(schemas, COMPILED_AS);
  if (kept !== undefined) return kept;
  const ajv = schemaCompiler(store !== undefined);
  const compiled = new Map<string, ValidateFunction>();
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(schema, name);
    compiled.set(name, ajv.getSchema(name)!);
  }
  store?.keep(schemas, COMPILED_AS, ajv);
  return compiled;
}

/**
 * The validators of a game's schemas, compiled once, when first asked for
 * (compiling costs far more than validating, and the editor re-validates on
 * every keystroke). The compiled map belongs to the set its game keeps.
 */
export function schemaSet(schemas: Readonly<Record<string, JsonSchema>>): SchemaSet {
  let compiled: Map<string, ValidateFunction> | undefined;
  return {
    validator(stem, store) {
      compiled ??= compileSchemas(schemas, store);
      return compiled.get(stem);
    },
  };
}

/**
 * Validate one parsed file against its kind's schema (scenarios bring their
 * own compiled schema); true when it is valid. `stem` names the kind.
 */
export function validateFile(file: SourceFile, stem: string, out: Diagnostic[], validate: ValidateFunction | undefined): boolean {
  if (!validate) return true;
  if (validate(file.data)) return true;
  const errors = withoutExplainedRequired(simplify(validate.errors ?? []));
  const seen = new Set<string>();
  for (const e of errors) {
    const d = describe(file, e);
    const key = `${d.code} ${d.line}:${d.col} ${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return false;
}

// --- choosing which errors to tell -----------------------------------------

/**
 * `combt: 3` is one mistake, not two: when an unknown field's nearest known
 * name is the required field said to be missing, only the unknown field is told.
 */
function withoutExplainedRequired(errors: ErrorObject[]): ErrorObject[] {
  const explained = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const known = Object.keys(((e.parentSchema as JsonSchema | undefined)?.['properties'] as Record<string, unknown> | undefined) ?? {});
    const near = suggest(String((e.params as Record<string, unknown>)['additionalProperty']), known);
    if (near !== undefined) explained.add(`${e.instancePath}\u0000${near}`);
  }
  if (!explained.size) return errors;
  return errors.filter((e) => e.keyword !== 'required' || !explained.has(`${e.instancePath}\u0000${String((e.params as Record<string, unknown>)['missingProperty'])}`));
}

/** One oneOf/anyOf failure retold as a single "must be X or Y" when every branch failed at the value itself. */
interface Alternatives extends ErrorObject {
  keyword: 'alternatives';
  params: { options: string[] };
}

/**
 * ajv reports every failed branch of a `oneOf`/`anyOf` plus the `oneOf`
 * itself. A designer wants one message: "X or Y" when the value is simply the
 * wrong kind, else the errors of the branch that got furthest.
 */
function simplify(errors: readonly ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  if (!unions.length) return [...errors];
  const drop = new Set<ErrorObject>();
  const add: ErrorObject[] = [];
  for (const u of unions) {
    const prefix = u.schemaPath + '/';
    const branchErrors = errors.filter((e) => e.schemaPath.startsWith(prefix));
    for (const e of branchErrors) drop.add(e);
    drop.add(u);
    const byBranch = new Map<string, ErrorObject[]>();
    for (const e of branchErrors) {
      const branch = e.schemaPath.slice(prefix.length).split('/')[0]!;
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), e]);
    }
    const shallow = [...byBranch.values()].every((es) => es.every((e) => e.instancePath === u.instancePath));
    if (shallow || byBranch.size === 0) {
      const options = ((u.schema as JsonSchema[] | undefined) ?? []).map(describeSchemaKind);
      add.push({ ...u, keyword: 'alternatives', params: { options } } as Alternatives);
    } else {
      const depth = (es: ErrorObject[]) => Math.max(...es.map((e) => e.instancePath.length));
      const best = [...byBranch.values()].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0]!;
      add.push(...best.filter((e) => e.instancePath !== u.instancePath || e.keyword !== 'type'));
    }
  }
  return [...errors.filter((e) => !drop.has(e)), ...add];
}

function describeSchemaKind(s: JsonSchema): string {
  if ('const' in s) return JSON.stringify(s['const']);
  if (Array.isArray(s['enum'])) return (s['enum'] as unknown[]).map((v) => JSON.stringify(v)).join(' or ');
  if (typeof s['type'] === 'string') return typeName(s['type']);
  return 'another form';
}

// --- telling one error -------------------------------------------------------

function typeName(t: string): string {
  switch (t) {
    case 'integer':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'string':
      return 'text';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'a mapping of fields';
    case 'null':
      return 'empty';
    default:
      return t;
  }
}

/** What the designer actually wrote, briefly. */
function got(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 37) + '...' : value);
  return String(value);
}

/** `"influence"`, or `entry 3 of "faces"` for a list item, or `the file` at the top. */
function subject(pointer: string): string {
  const segs = pointerSegments(pointer);
  if (!segs.length) return 'the file';
  const last = segs[segs.length - 1]!;
  if (/^\d+$/.test(last)) {
    const parent = segs.length > 1 ? segs[segs.length - 2]! : '';
    return parent ? `entry ${Number(last) + 1} of "${parent}"` : `entry ${Number(last) + 1}`;
  }
  return `"${last}"`;
}

/** ` in "Power Outage"` when the entry holding the field has a name. */
function inEntry(data: unknown): string {
  const name = data && typeof data === 'object' ? (data as Record<string, unknown>)['name'] : undefined;
  return typeof name === 'string' ? ` in "${name}"` : '';
}

function describe(file: SourceFile, e: ErrorObject): Diagnostic {
  const path = e.instancePath;
  const p = e.params as Record<string, unknown>;
  const schema = e.parentSchema as JsonSchema | undefined;
  const at = (code: LoaderCode, span: ReturnType<typeof valueSpan>, message: string, hint?: string, where = path) =>
    diagnose(code, { ...span, path: where }, message, hint);
  switch (e.keyword) {
    case 'required': {
      const field = String(p['missingProperty']);
      const fieldSchema = (schema?.['properties'] as Record<string, JsonSchema> | undefined)?.[field];
      const about = typeof fieldSchema?.['description'] === 'string' ? `add "${field}:" (${fieldSchema['description']})` : `add "${field}:"`;
      return at('RW-SCHEMA-REQUIRED', keySpan(file, path), `missing required field "${field}"${inEntry(e.data)}`, about);
    }
    case 'additionalProperties': {
      const field = String(p['additionalProperty']);
      const known = Object.keys((schema?.['properties'] as Record<string, unknown> | undefined) ?? {});
      const near = suggest(field, known);
      const hint = near ? `did you mean "${near}"?` : known.length ? `allowed fields: ${known.join(', ')}` : undefined;
      return at('RW-SCHEMA-UNKNOWN-FIELD', fieldKeySpan(file, path, field), `unknown field "${field}"${inEntry(e.data)}`, hint);
    }
    case 'type': {
      const types = String(p['type']).split(',').map(typeName).join(' or ');
      // Nothing written after the key: underline the key, there is no value to underline.
      const span = e.data === null && path !== '' ? keySpan(file, path) : valueSpan(file, path);
      // YAML reads `version: 1.0` as a number and `name: true` as a boolean: quoting makes them text.
      const quote = String(p['type']) === 'string' && (typeof e.data === 'number' || typeof e.data === 'boolean');
      const raw = quote ? file.text.slice(file.lines.lineStarts[span.line - 1]! + span.col - 1).split(/[\n,}\]#]/)[0]!.trim() : '';
      return at('RW-SCHEMA-TYPE', span, `${subject(path)} must be ${types} (got ${got(e.data)})`, quote ? `put it in quotes to make it text: "${raw}"` : undefined);
    }
    case 'alternatives': {
      const options = (p['options'] as string[]).join(' or ');
      const consts = ((e.schema as JsonSchema[] | undefined) ?? []).flatMap((s) => ('const' in s ? [String(s['const'])] : []));
      const near = typeof e.data === 'string' ? suggest(e.data, consts) : undefined;
      return at('RW-SCHEMA-TYPE', valueSpan(file, path), `${subject(path)} must be ${options} (got ${got(e.data)})`, near ? `did you mean "${near}"?` : undefined);
    }
    case 'enum':
    case 'const': {
      const allowed = e.keyword === 'enum' ? (p['allowedValues'] as unknown[]) : [p['allowedValue']];
      const near = typeof e.data === 'string' ? suggest(e.data, allowed.map(String)) : undefined;
      const list = allowed.map((v) => JSON.stringify(v)).join(', ');
      const message =
        allowed.length === 1 ? `${subject(path)} must be ${list} (got ${got(e.data)})` : `${subject(path)} must be one of ${list} (got ${got(e.data)})`;
      return at('RW-SCHEMA-ENUM', valueSpan(file, path), message, near ? `did you mean "${near}"?` : undefined);
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' }[e.keyword];
      return at('RW-SCHEMA-RANGE', valueSpan(file, path), `${subject(path)} must be ${words} ${String(p['limit'])} (got ${got(e.data)})`);
    }
    case 'minLength':
    case 'maxLength': {
      const limit = Number(p['limit']);
      const message =
        e.keyword === 'minLength' && limit === 1
          ? `${subject(path)} must not be empty`
          : `${subject(path)} must be ${e.keyword === 'minLength' ? 'at least' : 'at most'} ${limit} characters long`;
      return at('RW-SCHEMA-LENGTH', valueSpan(file, path), message);
    }
    case 'pattern': {
      const hint = typeof schema?.['description'] === 'string' ? String(schema['description']) : `expected the form ${String(p['pattern'])}`;
      return at('RW-SCHEMA-PATTERN', valueSpan(file, path), `${subject(path)} is not written the expected way (got ${got(e.data)})`, hint);
    }
    case 'minItems':
    case 'maxItems': {
      const limit = Number(p['limit']);
      const exact = schema?.['minItems'] === schema?.['maxItems'];
      const words = exact ? 'exactly' : e.keyword === 'minItems' ? 'at least' : 'at most';
      const count = Array.isArray(e.data) ? e.data.length : 0;
      return at('RW-SCHEMA-ITEMS', valueSpan(file, path), `${subject(path)} must list ${words} ${limit} ${limit === 1 ? 'entry' : 'entries'} (has ${count})`);
    }
    case 'uniqueItems': {
      const items = Array.isArray(e.data) ? e.data : [];
      const j = Number(p['j']);
      const i = Number(p['i']);
      const dupPath = `${path}/${Math.max(i, j)}`;
      return at('RW-SCHEMA-UNIQUE', valueSpan(file, dupPath), `${subject(path)} lists ${got(items[Math.max(i, j)])} twice`, 'remove the repeated entry', dupPath);
    }
    default:
      return at('RW-SCHEMA-INVALID', valueSpan(file, path), `${subject(path)} ${e.message ?? 'is not valid'}`);
  }
}
