import os from 'node:os';

/** What the numbers were measured on: they mean nothing without the machine, the Node and the load. */
export function describeMachine() {
  const cpus = os.cpus();
  const [load1, load5, load15] = os.loadavg();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    freeMemoryGb: Math.round((os.freemem() / 1024 ** 3) * 10) / 10,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    date: new Date().toISOString(),
    loadAverage: [load1, load5, load15].map((value) => Math.round(value * 100) / 100),
  };
}
