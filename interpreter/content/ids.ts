/**
 * The one id rule every game's components follow: lower case; apostrophes
 * dropped; every other run of characters that are not a-z or 0-9 becomes
 * one `-`; no leading/trailing `-`. "Soldier's Field" -> `soldiers-field`,
 * "Z.H. Comstock Victory Square" -> `z-h-comstock-victory-square`,
 * "light blue" -> `light-blue`, "Vox Populi" -> `vox-populi`, "Sky-Line" -> `sky-line`.
 */
export function componentId(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
