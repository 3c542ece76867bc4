/**
 * The lint rules that hold the layout of DESIGN section 3, each proved on a small fixture: a file
 * placed (virtually) in a folder, importing what that folder may not. A rule that silently stopped
 * matching would let the tree drift; these fail first.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("import zones on resolved paths", () => {
  it.each([
    ["core/ may not import app/", "core/fees/lint-fixture.ts", 'import { site } from "../../app/config/site.ts";\nexport const x = site;'],
    [
      "core/ may not import server/",
      "core/fees/lint-fixture.ts",
      'import { securityHeaders } from "../../server/security-headers.ts";\nexport const x = securityHeaders;',
    ],
    ["server/ may not import app/", "server/lint-fixture.ts", 'import { site } from "../app/config/site.ts";\nexport const x = site;'],
    [
      "app/ may not import server/",
      "app/lib/lint-fixture.ts",
      'import { securityHeaders } from "../../server/security-headers.ts";\nexport const x = securityHeaders;',
    ],
    [
      "lib may not import a feature",
      "app/lib/lint-fixture.ts",
      'import { DisclaimerGate } from "../features/disclaimer/disclaimer-gate";\nexport const x = DisclaimerGate;',
    ],
    ["components may not import a route", "app/components/lint-fixture.ts", 'import Home from "../routes/home";\nexport const x = Home;'],
    [
      "a feature may not import a route",
      "app/features/gallery/lint-fixture.ts",
      'import Home from "../../routes/home";\nexport const x = Home;',
    ],
    [
      "a feature may not import another, by a relative path",
      "app/features/gallery/lint-fixture.ts",
      'import { SignInForm } from "../sign-in/sign-in-form";\nexport const x = SignInForm;',
    ],
    [
      "a feature may not import another, by the alias",
      "app/features/gallery/lint-fixture.ts",
      'import { SignInForm } from "~/features/sign-in/sign-in-form";\nexport const x = SignInForm;',
    ],
  ])("%s", async (_rule, file, code) => {
    expect(await ruleIds(file, code)).toContain("import-x/no-restricted-paths");
  });

  it("an app test may reach the fee API's test harness, and no more of server/ than that; other app code not even that", async () => {
    const harness = 'import { buildTestApp } from "../../server/api/test-support/build-test-app";\nexport const x = buildTestApp;';
    const server = 'import { buildApp } from "../../server/app";\nexport const x = buildApp;';
    expect(await ruleIds("app/lib/lint-fixture.test.ts", harness)).toEqual([]);
    expect(await ruleIds("app/lib/lint-fixture.test.ts", server)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("app/lib/lint-fixture.ts", harness)).toContain("import-x/no-restricted-paths");
  });

  it("a feature may import its own files, and anything below it", async () => {
    const code = 'import { Lightbox } from "./lightbox";\nimport { site } from "~/config/site";\nexport const x = [Lightbox, site];';
    expect(await ruleIds("app/features/gallery/lint-fixture.tsx", code)).toEqual([]);
  });
});

describe("packages and patterns", () => {
  it("core/ may not import a framework or do I/O", async () => {
    expect(await ruleIds("core/fees/lint-fixture.ts", 'import { useState } from "react";\nexport const x = useState;')).toContain(
      "no-restricted-imports",
    );
    expect(await ruleIds("core/fees/lint-fixture.ts", 'import { readFileSync } from "node:fs";\nexport const x = readFileSync;')).toContain(
      "no-restricted-imports",
    );
  });

  it("a *.server.ts module reads no file: production has none but its build", async () => {
    const code = 'import { readFileSync } from "node:fs";\nexport const x = readFileSync;';
    expect(await ruleIds("app/lib/content/lint-fixture.server.ts", code)).toContain("no-restricted-imports");
    expect(await ruleIds("app/features/fee-calculator/lint-fixture.server.ts", code)).toContain("no-restricted-imports");
  });

  it("no barrel files, in every folder", async () => {
    for (const file of ["app/lib/lint-fixture.ts", "core/fees/lint-fixture.ts", "server/lint-fixture.ts"]) {
      expect(await ruleIds(file, 'import * as all from "./index";\nexport const x = all;'), file).toContain("no-restricted-imports");
    }
  });
});

describe("cycles and hooks", () => {
  it("two modules that import each other", async () => {
    const [result] = await eslint.lintFiles([`${root}scripts/lib/lint-fixtures/cycle-a.ts`]);
    expect(result?.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
  });

  it("a hook called conditionally", async () => {
    const code =
      'import { useState } from "react";\nexport function Panel({ open }: { open: boolean }) {\n  if (open) useState(0);\n  return null;\n}';
    expect(await ruleIds("app/components/lint-fixture.tsx", code)).toContain("react-hooks/rules-of-hooks");
  });

  it("an effect that leaves out a dependency", async () => {
    const code =
      'import { useEffect } from "react";\nexport function Panel({ id }: { id: string }) {\n  useEffect(() => console.log(id), []);\n  return null;\n}';
    expect(await ruleIds("app/components/lint-fixture.tsx", code)).toContain("react-hooks/exhaustive-deps");
  });
});

describe("interactivity only in an island", () => {
  const handler = 'export function Toggle() {\n  return <button type="button" onClick={() => undefined}>Toggle</button>;\n}';
  const state = 'import { useState } from "react";\nexport function useOpen() {\n  return useState(false);\n}';
  const effect =
    'import * as React from "react";\nexport function useTitle(title: string) {\n  React.useEffect(() => void (document.title = title), [title]);\n}';
  const passedHandler = 'import { Toggle } from "./toggle";\nexport function Panel() {\n  return <Toggle onOpen={() => undefined} />;\n}';

  it.each([
    ["an event handler on an element, in a component", "app/components/ui/lint-fixture.tsx", handler],
    ["an event handler passed to a component, in a route", "app/routes/lint-fixture.tsx", passedHandler],
    ["an event handler, in a feature outside its island", "app/features/gallery/lint-fixture.tsx", handler],
    ["a state hook, in lib", "app/lib/lint-fixture.ts", state],
    ["an effect called on React's namespace, in a feature outside its island", "app/features/fee-calculator/lint-fixture.ts", effect],
  ])("%s is an error", async (_case, file, code) => {
    expect(await ruleIds(file, code)).toContain("no-restricted-syntax");
  });

  it.each([
    ["an event handler", handler],
    ["a state hook", state],
    ["an effect", effect],
  ])("%s in a feature's island/ folder is fine", async (_case, code) => {
    expect(await ruleIds("app/features/fee-calculator/island/lint-fixture.tsx", code)).not.toContain("no-restricted-syntax");
  });
});

describe("lookups keyed by request text", () => {
  const RULE = "project/text-keyed-lookup";

  it.each([
    ["a Record<string, …> const", 'const table: Record<string, string> = { a: "1" };\nexport const f = (key: string) => table[key];'],
    ["through Readonly", 'const table: Readonly<Record<string, string>> = { a: "1" };\nexport const f = (key: string) => table[key];'],
    ["an index signature", 'const table: { [name: string]: string } = { a: "1" };\nexport const f = (key: string) => table[key];'],
    ["a parameter", "export const f = (table: Record<string, number>, key: string) => table[key];"],
    ["a cast", "export const f = (value: object, key: string) => (value as Record<string, unknown>)[key];"],
    ["the in operator", 'const table: Record<string, string> = { a: "1" };\nexport const f = (key: string) => key in table;'],
    [
      "a guard on another key",
      'const table: Record<string, string> = { a: "1" };\nexport const f = (key: string, other: string) => (Object.hasOwn(table, other) ? table[key] : undefined);',
    ],
  ])("refuses %s in server/ and core/routing/", async (_form, code) => {
    expect(await ruleIds("server/lint-fixture.ts", code)).toContain(RULE);
    expect(await ruleIds("core/routing/lint-fixture.ts", code)).toContain(RULE);
  });

  it.each([
    ["a Map", 'const table = new Map([["a", "1"]]);\nexport const f = (key: string) => table.get(key);'],
    ["a literal key", 'const table: Record<string, string> = { a: "1" };\nexport const f = () => table["a"];'],
    ["a number-keyed table", 'const table: Record<number, string> = { 1: "a" };\nexport const f = (key: number) => table[key];'],
    [
      "an Object.hasOwn guard",
      'const table: Record<string, string> = { a: "1" };\nexport const f = (key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);',
    ],
    [
      "an && guard",
      'const table: Record<string, string> = { a: "1" };\nexport const f = (key: string) => Object.hasOwn(table, key) && table[key];',
    ],
    ["an array", "export const f = (list: string[], i: number) => list[i];"],
  ])("allows %s", async (_form, code) => {
    expect(await ruleIds("server/lint-fixture.ts", code)).not.toContain(RULE);
  });

  it("the lookup that once answered GET /toString with a 500 is refused", async () => {
    const code =
      'const legacySections: Record<string, string> = { Team: "/team" };\nexport function canonicalPath(pathname: string) {\n  const [, section = ""] = pathname.split("/");\n  return legacySections[section] ?? null;\n}';
    expect(await ruleIds("core/routing/lint-fixture.ts", code)).toContain(RULE);
  });

  it("tests may index as they like", async () => {
    const code = 'const table: Record<string, string> = { a: "1" };\nexport const f = (key: string) => table[key];';
    expect(await ruleIds("server/lint-fixture.test.ts", code)).not.toContain(RULE);
  });
});
