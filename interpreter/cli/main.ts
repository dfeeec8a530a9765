export async function main(argv: readonly string[]): Promise<number> {
  console.log('rulewright', argv.join(' '));
  return 0;
}
