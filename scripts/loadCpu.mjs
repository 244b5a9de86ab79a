// What the load benchmark needs from the machine: free ports for its instances, and who used the CPU
// during a scenario (the client itself, the API instances, PostgreSQL, the whole machine), read from
// /proc on Linux, so a figure says whether the server or the load generator was the limit.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms (user + system) of one process, 0 when it is gone or /proc is absent. */
export function processMs(pid) {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU ms of every PostgreSQL process visible here (the server and its backends). */
function postgresMs() {
  let ms = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ms += processMs(pid);
    } catch {
      // gone meanwhile
    }
  }
  return ms;
}

/** Busy CPU ms of the whole machine, all cores together. */
function machineMs() {
  return os.cpus().reduce((sum, c) => sum + c.times.user + c.times.nice + c.times.sys + c.times.irq, 0);
}

function sample(pids) {
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    client: (own.user + own.system) / 1000,
    instances: pids.reduce((sum, pid) => sum + processMs(pid), 0),
    postgres: postgresMs(),
    machine: machineMs(),
  };
}

/**
 * Starts measuring; `stop()` answers each part's share of all the cores, in percent
 * (100 = both cores busy the whole time). `other` is the rest of the machine (builds, other runs).
 */
export function cpuMeter(pids) {
  const start = sample(pids);
  return {
    stop() {
      const end = sample(pids);
      const capacity = (end.at - start.at) * os.cpus().length;
      const pct = (key) => Math.round((1000 * (end[key] - start[key])) / capacity) / 10;
      const shares = { client: pct('client'), instances: pct('instances'), postgres: pct('postgres'), machine: pct('machine') };
      return {
        ...shares,
        other: Math.max(0, Math.round(10 * (shares.machine - shares.client - shares.instances - shares.postgres)) / 10),
        cores: os.cpus().length,
        loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100),
      };
    },
  };
}
