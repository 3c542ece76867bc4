import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { writeTestSite } from "../api/test-support/build-test-app.ts";
import { freePort } from "./free-port.ts";

export { freePort };

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

/**
 * The production entry point (server/start.ts) as its own process, serving the miniature test site
 * from a temporary working directory, so signals, sockets and exit codes are real.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  prepareSite?: (clientDir: string) => void,
): Promise<ServerProcess> {
  const cwd = mkdtempSync(join(tmpdir(), "server-"));
  const clientDir = join(cwd, "build", "client");
  writeTestSite(clientDir);
  prepareSite?.(clientDir);
  const port = await freePort();
  const child = spawn(process.execPath, [START, "--no-build"], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", RATE_LIMIT: "off", BUILD_DIR: join(cwd, "build"), ...env },
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
  return { ...watched, child, port, origin: `http://127.0.0.1:${port}`, cleanUp };
}

/** Resolves once the server answers, or rejects with its output if it exits first. */
export async function untilListening(server: ServerProcess) {
  await Promise.race([
    server.waitFor(/Serving \d+ files/),
    server.exited.then(() => {
      throw new Error(`The server exited before listening:\n${server.output()}`);
    }),
  ]);
}
