/** The machine a result was measured on, printed with every table. */
import os from 'node:os';

export interface Machine {
  nproc: number;
  cpuModel: string;
  ramGiB: number;
  node: string;
  platform: string;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine shows here. */
  loadAverage: number[];
}

export function describeMachine(): Machine {
  return {
    nproc: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}
