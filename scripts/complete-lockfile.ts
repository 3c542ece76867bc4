/**
 * `npm run lockfile`: the registry this project installs from carries only the native binaries of
 * the platforms it serves, so `npm install` leaves other platforms' optional binaries (rollup,
 * tailwind's oxide, the import resolver) out of package-lock.json, and `npm ci` then refuses the
 * lockfile as out of sync. This adds a lock entry for each missing optional binary, with the
 * os/cpu/libc that make npm skip it on every other machine. Run it after `npm install`.
 */
import { readFileSync, writeFileSync } from "node:fs";

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, LockEntry> };

const oses = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix", "netbsd"];
const cpus: Array<[RegExp, string]> = [
  [/-arm64/, "arm64"],
  [/-arm(-|$)/, "arm"],
  [/-x64/, "x64"],
  [/-ia32/, "ia32"],
  [/-loong64/, "loong64"],
  [/-ppc64/, "ppc64"],
  [/-riscv64/, "riscv64"],
  [/-s390x/, "s390x"],
  [/-wasm32/, "wasm32"],
];

function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> {
  const os = oses.find((o) => name.includes(`-${o}-`) || name.endsWith(`-${o}`));
  const cpu = cpus.find(([pattern]) => pattern.test(name))?.[1];
  const libc = /-musl/.test(name) ? ["musl"] : os === "linux" && /-gnu/.test(name) ? ["glibc"] : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8")) as Lock;
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "" : `${path}/`;
    const key = `${base}node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`lockfile: ${added} optional platform binaries recorded`);
