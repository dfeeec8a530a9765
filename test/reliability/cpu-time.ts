/**
 * The CPU time this process spends on a piece of work (user + system). The
 * fuzz tests bound it to catch a hang: unlike the wall clock it does not grow
 * when other work shares the cores (test files run side by side, other
 * programs), so the bound fails on a hang, not on a busy machine.
 */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
