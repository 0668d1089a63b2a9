import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const nginxPath = '/usr/sbin/nginx';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not start listening');
}

/**
 * nginx (Debian's package, when installed) serving one file from its open-file cache,
 * one worker process, no access log: the yardstick of the serving goal.
 */
export async function startNginx(file: string): Promise<{ port: number; child: ChildProcess } | null> {
  if (!fs.existsSync(nginxPath)) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-nginx-'));
  fs.copyFileSync(file, path.join(dir, 'page.html'));
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  open_file_cache max=16;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    location / { root ${dir}; default_type text/html; try_files /page.html =404; }
  }
}
`,
  );
  const child = spawn(nginxPath, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await waitForPort(port, child);
  return { port, child };
}
