/**
 * What the content tests share: a fresh grown copy of content/ to break, an edit that must change
 * something, and the problems the loader names.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect } from "vitest";
import { ContentError } from "../content-folder.server";
import { loadContentTree } from "../content-tree.server";
import { grownCopy } from "./grow-content";

/** Returns a maker of grown copies; each copy is removed after the test that made it. */
export function grownCopies(): () => string {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
  return () => {
    const tree = grownCopy();
    cleanups.push(tree.cleanup);
    return tree.dir;
  };
}

/** The problems the loader names for the content in `dir`; none when it loads. */
export function problemsOf(dir: string): string[] {
  try {
    loadContentTree(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/** Replaces text in one file of a copy. An edit that changes nothing fails, so a stale fixture cannot pass unnoticed. */
export function edit(dir: string, file: string, from: string | RegExp, to: string) {
  const path = join(dir, file);
  const before = readFileSync(path, "utf8");
  const after = before.replace(from, to);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
}
