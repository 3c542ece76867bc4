import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { writeTestSite } from "../api/test-support/build-test-app.ts";
import { PortTakenError, freePort, untilStarted } from "./free-port.ts";

export { PortTakenError, freePort, untilStarted };

const START = resolve("server/start.ts");

/** Collects a child's output and resolves waits on it as lines arrive, instead of sleeping. */
export function watchOutput(child: ChildProcess) {
  let output = "";
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) waiter();
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.once("exit", (code) => done({ code, at: performance.now() })),
  );
  const waitFor = (pattern: RegExp, timeoutMs = 15_000) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!pattern.test(output)) return;
        waiters.delete(check);
        clearTimeout(timer);
        done();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        fail(new Error(`Timed out waiting for ${pattern} in:\n${output}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { output: () => output, waitFor, exited };
}

export type ServerProcess = ReturnType<typeof watchOutput> & {
  child: ChildProcess;
  port: number;
  origin: string;
  cleanUp: () => Promise<void>;
};

/** The port in the server's start-up line ("Serving 12 files and the API at http://localhost:41234"). */
const LISTENING_AT = /Serving \d+ files and the API at http:\/\/localhost:(\d+)/;

/**
 * The production entry point (server/start.ts) as its own process, serving the miniature test site
 * from a temporary working directory, so signals, sockets and exit codes are real. It listens on
 * PORT=0, any port the system has free, and `port` and `origin` are read from its start-up line:
 * no other process can be handed the same port. Pass PORT to choose one.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  prepareSite?: (clientDir: string) => void,
): Promise<ServerProcess> {
  const cwd = mkdtempSync(join(tmpdir(), "server-"));
  const clientDir = join(cwd, "build", "client");
  writeTestSite(clientDir);
  prepareSite?.(clientDir);
  const child = spawn(process.execPath, [START, "--no-build"], {
    cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", RATE_LIMIT: "off", BUILD_DIR: join(cwd, "build"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const watched = watchOutput(child);
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await watched.exited;
    }
    rmSync(cwd, { recursive: true, force: true });
  };
  const port = () => {
    const found = LISTENING_AT.exec(watched.output());
    if (!found) throw new Error(`The server is not listening yet:\n${watched.output()}`);
    return Number(found[1]);
  };
  return {
    ...watched,
    child,
    get port() {
      return port();
    },
    get origin() {
      return `http://127.0.0.1:${port()}`;
    },
    cleanUp,
  };
}

/** Resolves once the server answers, or rejects with its output if it exits first. */
export async function untilListening(server: ServerProcess) {
  await Promise.race([
    // Generous: a process starting on a machine busy with other tests' processes.
    server.waitFor(/Serving \d+ files/, 60_000),
    server.exited.then(() => {
      throw new Error(`The server exited before listening:\n${server.output()}`);
    }),
  ]);
}
