import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * The system's ephemeral ports: where it picks a port for a listen(0) and for an outgoing
 * connection. Linux's own range, or its default elsewhere.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: its default below.
  }
  return [32_768, 60_999];
}

const lowest = 20_000;

/**
 * A loopback port nobody listens on now, for a program that cannot be told to take any free port
 * and name it (redis-server, nginx): our own server takes PORT=0 and logs the port it got, so it
 * needs none of this. Drawn at random below the ephemeral range, where the system never hands a
 * port to another program's listen(0) or connection, and probed. Two tests drawing the same port in
 * the moment between probe and start is left to the caller's retry (`untilStarted`).
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  const highest = Math.max(lowest + 1_000, ephemeralLow - 1);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest));
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port found between ${lowest} and ${highest}.`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
  });
}

/**
 * Starts something on a port from `freePort`, and on a clash (another program took the port between
 * the probe and the start: `start` rejects with a `PortTakenError`) starts it again on another.
 */
export async function untilStarted<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= attempts) throw error;
    }
  }
}

export class PortTakenError extends Error {}
