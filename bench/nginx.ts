/**
 * The baseline a self-hoster would pick instead of our server: Debian's
 * nginx (nginx-light), started in the foreground in a temporary folder with
 * one `server` block, on a free port of the loopback interface.
 *
 *   const nginx = await startNginx((dir) => `location / { root ${dir}/files; sendfile on; }`);
 *   ... fetch(`${nginx.url}/a.bin`) ...
 *   await nginx.stop();
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/test/ports';

/** Debian's nginx, on PATH or where the package puts it; null when it is not installed. */
export const nginxBin =
  ['nginx', '/usr/sbin/nginx'].find(
    (bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0,
  ) ?? null;

export type Nginx = {
  url: string;
  /** The temporary folder (the `server` block may use it for files and bodies). */
  dir: string;
  /** nginx's process id, to read its CPU time. */
  pid: number;
  stop(): Promise<void>;
};

/** Starts nginx with `locations(dir)` inside its one `server` block; resolves once it answers. */
export async function startNginx(locations: (dir: string) => string): Promise<Nginx> {
  if (!nginxBin) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-bench-nginx-'));
  for (const sub of ['logs', 'tmp', 'files']) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    ${locations(dir)}
  }
}
`,
  );
  const child: ChildProcess = spawn(nginxBin, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${url}/`, { method: 'HEAD' });
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    dir,
    pid: child.pid as number,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system) of a process and its live children (nginx's workers), from /proc. */
export function cpuSeconds(pid: number): number {
  return cpuTimes(pid).cpuSeconds;
}

/**
 * CPU seconds of a process and its live children (nginx's workers), from /proc: in all
 * (user + system) and the kernel's part (system). NaN when the process is gone.
 */
export function cpuTimes(pid: number): { cpuSeconds: number; kernelSeconds: number } {
  const own = (id: number) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are the 12th and 13th fields after the command: indexes 11 and 12 here.
    return { user: Number(fields[11] ?? 0) / 100, kernel: Number(fields[12] ?? 0) / 100 };
  };
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    const all = [pid, ...children].map(own);
    const kernelSeconds = all.reduce((sum, times) => sum + times.kernel, 0);
    return {
      cpuSeconds: all.reduce((sum, times) => sum + times.user, 0) + kernelSeconds,
      kernelSeconds,
    };
  } catch {
    return { cpuSeconds: Number.NaN, kernelSeconds: Number.NaN };
  }
}
