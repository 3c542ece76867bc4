/**
 * The Dockerfile's run stage, read as the production-install check (scripts/check-production-install.ts)
 * follows it: what it copies and from where, the commands it runs, its environment and its command.
 * Only the text is read; nothing here runs it.
 */
import { Add, Cmd, Copy, DockerfileParser, Env, Healthcheck, type Instruction, type JSONInstruction, Run, Workdir } from "dockerfile-ast";

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

/** An exec-form list (["node", "server/start.ts"]), or a sentence saying what the instruction is instead. */
function execForm(instruction: JSONInstruction | null, text: string | null, name: string): string[] {
  const strings = instruction?.getJSONStrings().map((argument) => argument.getJSONValue()) ?? [];
  if (strings.length > 0) return strings;
  try {
    const parsed: unknown = JSON.parse(text ?? "");
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((part) => typeof part === "string")) return parsed;
  } catch {
    // Not JSON: the shell form, refused below.
  }
  throw new DockerfileError(`The run stage's ${name} must be in exec form (["node", …]); it is ${text}.`);
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
 * Reads the last stage of the Dockerfile (the run stage) with dockerfile-ast, the parser of VS
 * Code's Docker support. Throws a DockerfileError naming anything it copies beyond the package
 * files, build/, server/ and core/, any ADD, and a CMD or HEALTHCHECK not in exec form.
 */
export function readRunStage(text: string): RunStage {
  const dockerfile = DockerfileParser.parse(text);
  const stageLines = dockerfile.getFROMs().map((from) => from.getRange().start.line);
  const runStart = stageLines.at(-1) ?? 0;
  const inStage = (instruction: Instruction, from: number, to = Infinity) =>
    instruction.getRange().start.line >= from && instruction.getRange().start.line < to;
  const buildWorkdir =
    dockerfile
      .getInstructions()
      .filter((instruction) => instruction.getKeyword() === "WORKDIR" && inStage(instruction, stageLines.at(-2) ?? 0, runStart))
      .at(-1)
      ?.getArgumentsContent() ?? "/";
  const stage: RunStage = { copies: [], runs: [], env: {}, command: [], healthcheck: null };
  let workdir = "/";
  const problems: string[] = [];
  const onlyRuntime = `a production install holds only ${RUNTIME_PATHS.join(", ")} beside its packages`;
  for (const instruction of dockerfile.getInstructions().filter((each) => inStage(each, runStart))) {
    const content = instruction.getArgumentsContent() ?? "";
    if (instruction instanceof Workdir) workdir = content;
    else if (instruction instanceof Env)
      for (const property of instruction.getProperties()) stage.env[property.getName()] = property.getValue() ?? "";
    else if (instruction instanceof Run) stage.runs.push(content);
    else if (instruction instanceof Copy) {
      const fromBuild = instruction.getFromFlag() !== null;
      const json = instruction.getJSONStrings().map((argument) => argument.getJSONValue());
      const paths = json.length > 0 ? json : instruction.getArguments().map((argument) => argument.getValue());
      const target = paths.pop() ?? "";
      const destination = projectPath(target, workdir);
      const intoFolder = paths.length > 1 || target.endsWith("/") || destination === "";
      for (const path of paths) {
        const source = fromBuild ? projectPath(path, buildWorkdir) : projectPath(path, "/");
        stage.copies.push({ from: fromBuild ? "build" : "project", source, destination, intoFolder });
        if (!(RUNTIME_PATHS as readonly string[]).includes(source)) problems.push(`COPY ${path}: ${onlyRuntime}`);
      }
    } else if (instruction instanceof Add) problems.push(`ADD ${content}: ${onlyRuntime}`);
    else if (instruction instanceof Cmd) stage.command = execForm(instruction, content, "CMD");
    else if (instruction instanceof Healthcheck && instruction.getSubcommand()?.getValue().toUpperCase() === "CMD") {
      stage.healthcheck = execForm(null, content.slice(content.indexOf("CMD") + 3).trim(), "HEALTHCHECK");
    }
  }
  if (stage.command.length === 0) problems.push("the run stage has no CMD");
  else if (stage.command[0] !== "node")
    problems.push(`its CMD must run node itself, so that SIGTERM reaches the server; it runs ${stage.command[0]}`);
  if (problems.length > 0) throw new DockerfileError(`The Dockerfile's run stage: ${problems.join("; ")}.`);
  return stage;
}
