import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

type Reply = { kind: 'ready' } | { kind: 'started'; port: number } | { kind: 'stopped' };

/**
 * One child process (app-server.child.ts with CHILD_SERVES_MANY) that runs the real app for
 * test after test: each start gets its own env (database, data folder, settings) and closes
 * the app before. Its modules load once, where a fresh process per test paid that each time.
 */
export class AppServerProcess {
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;

  private spawn(): Promise<void> {
    const child = fork(path.join(import.meta.dirname, 'app-server.child.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, CHILD_SERVES_MANY: 'true' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child = child;
    return this.next('ready').then(() => undefined);
  }

  private next<K extends Reply['kind']>(kind: K): Promise<Extract<Reply, { kind: K }>> {
    const child = this.child!;
    return new Promise((resolve, reject) => {
      const onMessage = (message: Reply) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<Reply, { kind: K }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the app process exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }

  /** Starts the app with these settings (after closing the one before); its base URL. */
  async start(env: Record<string, string>): Promise<string> {
    this.ready ??= this.spawn();
    await this.ready;
    const started = this.next('started');
    this.child!.send({ kind: 'start', env });
    return `http://127.0.0.1:${(await started).port}`;
  }

  /** Closes the running app (its store too); the process waits for the next start. */
  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || !this.ready) return;
    await this.ready;
    const stopped = this.next('stopped');
    this.child.send({ kind: 'stop' });
    await stopped;
  }

  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.ready = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
