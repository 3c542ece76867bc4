/**
 * The Dockerfile's run stage, read as the production-install check (scripts/check-production-install.ts)
 * follows it: what it copies and from where, the commands it runs, its environment and its command.
 * Only the text is read; nothing here runs it.
 */

/**
 * A file or folder the run stage copies, from the project or from the build stage, by its path
 * there. As Docker does: a folder's contents go into `destination`; a file goes into it under its
 * own name when `intoFolder` (several sources, or a destination ending in "/"), or becomes it.
 */
export type RunStageCopy = { from: "project" | "build"; source: string; destination: string; intoFolder: boolean };

export type RunStage = {
  copies: RunStageCopy[];
  /** Each RUN's shell command, in order. */
  runs: string[];
  env: Record<string, string>;
  /** The CMD, in exec form. */
  command: string[];
  /** The HEALTHCHECK's command, in exec form, if it has one. */
  healthcheck: string[] | null;
};

/** What a production install may hold beside node_modules: the package files, the build, and the code Node runs. */
export const RUNTIME_PATHS = ["package.json", "package-lock.json", ".node-version", "server", "core", "build"] as const;

export class DockerfileError extends Error {}

/** The instructions, each on one line: comments dropped, continued lines joined. */
function instructions(text: string): string[] {
  const lines = text.split("\n").filter((line) => !/^\s*#/.test(line));
  const joined: string[] = [];
  let current = "";
  for (const line of lines) {
    if (line.trimEnd().endsWith("\\")) {
      current += `${line.trimEnd().slice(0, -1)} `;
      continue;
    }
    current += line;
    if (current.trim() !== "") joined.push(current.trim());
    current = "";
  }
  return joined;
}

function execForm(text: string, instruction: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DockerfileError(`The run stage's ${instruction} must be in exec form (["node", …]); it is ${text}.`);
  }
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === "string"))
    throw new DockerfileError(`The run stage's ${instruction} must be a list of strings; it is ${text}.`);
  return parsed;
}

/** The path a run-stage path names inside the project: "./server" and "server/" are "server", "./" is "". */
function projectPath(path: string, workdir: string): string {
  const absolute = path.startsWith("/") ? path : `${workdir}/${path}`;
  const parts: string[] = [];
  for (const part of absolute.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  const workdirParts = workdir.split("/").filter(Boolean);
  if (!workdirParts.every((part, i) => parts[i] === part))
    throw new DockerfileError(`The run stage copies to ${path}, outside its WORKDIR ${workdir}.`);
  return parts.slice(workdirParts.length).join("/");
}

/**
 * Reads the last stage of the Dockerfile (the run stage). Throws a DockerfileError naming anything
 * it copies beyond the package files, build/, server/ and core/, any ADD, and a CMD or HEALTHCHECK
 * not in exec form.
 */
export function readRunStage(text: string): RunStage {
  const all = instructions(text);
  const stages = all.flatMap((line, i) => (/^FROM\s/i.test(line) ? [i] : []));
  const buildStage = all.slice(stages.at(-2) ?? 0, stages.at(-1));
  const buildWorkdir = buildStage.find((line) => /^WORKDIR\s/i.test(line))?.split(/\s+/)[1] ?? "/";
  const stage: RunStage = { copies: [], runs: [], env: {}, command: [], healthcheck: null };
  let workdir = "/";
  const problems: string[] = [];
  for (const line of all.slice(stages.at(-1) ?? 0)) {
    const [instruction = "", ...rest] = line.split(/\s+/);
    const argument = line.slice(instruction.length).trim();
    switch (instruction.toUpperCase()) {
      case "WORKDIR":
        workdir = argument;
        break;
      case "ENV":
        for (const pair of rest) {
          const [name, ...value] = pair.split("=");
          if (name && value.length > 0) stage.env[name] = value.join("=");
        }
        break;
      case "RUN":
        stage.runs.push(argument);
        break;
      case "COPY": {
        const flags = rest.filter((part) => part.startsWith("--"));
        const paths = rest.filter((part) => !part.startsWith("--"));
        const fromBuild = flags.some((flag) => /^--from=/.test(flag));
        const target = paths.pop() ?? "";
        const destination = projectPath(target, workdir);
        const intoFolder = paths.length > 1 || target.endsWith("/") || destination === "";
        for (const path of paths) {
          const source = fromBuild ? projectPath(path, buildWorkdir) : projectPath(path, "/");
          stage.copies.push({ from: fromBuild ? "build" : "project", source, destination, intoFolder });
          if (!(RUNTIME_PATHS as readonly string[]).includes(source))
            problems.push(`COPY ${path}: a production install holds only ${RUNTIME_PATHS.join(", ")} beside its packages`);
        }
        break;
      }
      case "ADD":
        problems.push(`ADD ${argument}: a production install holds only ${RUNTIME_PATHS.join(", ")} beside its packages`);
        break;
      case "CMD":
        stage.command = execForm(argument, "CMD");
        break;
      case "HEALTHCHECK": {
        const cmd = /\bCMD\s+(\[.*\])$/.exec(argument)?.[1];
        if (cmd) stage.healthcheck = execForm(cmd, "HEALTHCHECK");
        break;
      }
    }
  }
  if (stage.command.length === 0) problems.push("the run stage has no CMD");
  else if (stage.command[0] !== "node")
    problems.push(`its CMD must run node itself, so that SIGTERM reaches the server; it runs ${stage.command[0]}`);
  if (problems.length > 0) throw new DockerfileError(`The Dockerfile's run stage: ${problems.join("; ")}.`);
  return stage;
}
