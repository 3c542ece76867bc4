/**
 * A closed runtime: what production runs (build/server/, server/ and core/, tests aside) imports
 * only the packages `npm ci --omit=dev` installs, and every one of those is imported by something
 * there. A package missing from `dependencies` would work in the checkout and fail in the image; one
 * imported by nothing is downloaded into every image for nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir } from "../../server/build-paths.ts";
import { runtimePackages } from "./runtime-imports.ts";

const dependencies = Object.keys(
  (JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }).dependencies,
);
const imported = runtimePackages(join(buildDir, "server"));

describe("the runtime's packages", () => {
  it("are all dependencies: no module production runs imports a devDependency or an undeclared package", () => {
    const outside = [...imported]
      .filter(([name]) => !dependencies.includes(name))
      .map(([name, files]) => `${name} (${[...new Set(files)].join(", ")})`);
    expect(outside).toEqual([]);
  });

  it("are each imported by something production runs", () => {
    expect(dependencies.filter((name) => !imported.has(name))).toEqual([]);
  });
});
