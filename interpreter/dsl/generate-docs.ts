/**
 * Regenerates docs/EFFECT-LANGUAGE.md from the registry and the Columbia pack:
 *   npx tsx interpreter/dsl/generate-docs.ts [rootDir]
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEffectLanguageDoc } from './docs.ts';

const root = process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { path, changed } = writeEffectLanguageDoc(root);
console.log(changed ? `wrote ${path}` : `${path} is up to date`);
