import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { Page, Route } from "@playwright/test";

/**
 * The repository the editor journeys edit: every file of content/ (text as text, pictures as
 * base64), keyed by its path in the repository, and the editor's configuration with the GitHub
 * backend swapped for each editor's own in-browser test repository. Nothing else changes.
 */
export type RepoFiles = Record<string, { text?: string; base64?: string }>;

export function contentFiles(root = "content"): RepoFiles {
  const files: RepoFiles = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const path = relative(".", full).split(sep).join("/");
        files[path] = /\.(png|jpe?g|webp)$/i.test(name)
          ? { base64: readFileSync(full).toString("base64") }
          : { text: readFileSync(full, "utf8") };
      }
    }
  };
  walk(root);
  return files;
}

/** Serves /admin/config.yml as built, with `backend` replaced by the test repository and no editorial workflow (a pull request needs GitHub). */
export async function useTestBackend(page: Page) {
  await page.route(/\/admin\/config\.yml(\?.*)?$/, async (route: Route) => {
    const response = await route.fetch();
    const text = (await response.text())
      .replace(/^backend:\n(?: {2}.*\n|\s*#.*\n)+/m, "backend:\n  name: test-repo\n")
      .replace(/^publish_mode: .*\n/m, "");
    await route.fulfill({ response, body: text });
  });
}

/** Sveltia CMS's test repository is a folder of the origin's private file system; this fills it with the repository's files. */
export async function seedSveltiaRepo(page: Page, files: RepoFiles) {
  await page.goto("/healthz");
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry("sveltia-cms-test", { recursive: true }).catch(() => undefined);
    const repo = await root.getDirectoryHandle("sveltia-cms-test", { create: true });
    for (const [path, { text, base64 }] of Object.entries(files)) {
      const parts = path.split("/");
      let dir = repo;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1) ?? "", { create: true })).createWritable();
      await writable.write(text ?? Uint8Array.from(atob(base64 ?? ""), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, files);
}

/** One text file of Sveltia's test repository as it stands, or null while it does not exist. */
export async function readSveltiaFile(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (path) => {
    try {
      const parts = path.split("/");
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("sveltia-cms-test");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return await (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).text();
    } catch {
      return null;
    }
  }, path);
}

/** Every file now in Sveltia's test repository, as the editor wrote it. */
export async function readSveltiaRepo(page: Page): Promise<RepoFiles> {
  return page.evaluate(async () => {
    const out: Record<string, { text?: string; base64?: string }> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        const path = `${prefix}${name}`;
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${path}/`);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          if (/\.(png|jpe?g|webp)$/i.test(name))
            out[path] = { base64: btoa(String.fromCharCode(...new Uint8Array(await file.arrayBuffer()))) };
          else out[path] = { text: await file.text() };
        }
      }
    };
    const root = await navigator.storage.getDirectory();
    await walk(await root.getDirectoryHandle("sveltia-cms-test"), "");
    return out;
  });
}

/** Writes the repository's content/ folder into `dir`, ready for loadContentTree and a build. */
export function writeContent(files: RepoFiles, dir: string) {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, { text, base64 }] of Object.entries(files)) {
    if (!path.startsWith("content/")) continue;
    const target = join(dir, path.slice("content/".length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text ?? Buffer.from(base64 ?? "", "base64"));
  }
}
