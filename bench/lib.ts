import { type ChildProcess, fork } from 'node:child_process';

import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Starts a bench server in its own process (so the load generator does not share its event loop). */
export async function startServerProcess(
  script: string,
  args: string[] = [],
): Promise<{ port: number; child: ChildProcess }> {
  const child = fork(script, args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, child };
}

export async function load(url: string, seconds: number, connections = 50): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
