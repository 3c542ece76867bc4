import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
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

/**
 * Decap CMS for the second run of the journey: its npm package at one exact version, fetched by npm
 * itself into node_modules/.cache on first use and checked against the registry's integrity. It is
 * not a dependency of the site (its package pulls in some 590 others), and no page of the site or
 * of the server names it: the test alone puts it in /admin's place.
 */
const DECAP = {
  version: "3.16.3",
  integrity: "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==",
};

export function decapDist(): string {
  const cache = resolve("node_modules/.cache", `decap-cms-${DECAP.version}`);
  const dist = join(cache, "package", "dist");
  if (existsSync(join(dist, "decap-cms.js"))) return dist;
  mkdirSync(cache, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", `decap-cms@${DECAP.version}`, "--json", "--pack-destination", cache], { encoding: "utf8" }),
  ) as { filename: string; integrity: string }[];
  const tarball = join(cache, packed?.filename ?? "");
  const integrity = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
  if (integrity !== DECAP.integrity)
    throw new Error(`decap-cms@${DECAP.version} from the registry is not the one pinned here (${integrity}).`);
  execFileSync("tar", ["-xzf", tarball, "-C", cache]);
  return dist;
}

/** /admin with Decap CMS's script in Sveltia's place, and Decap's files served from its package: the page, hooks and configuration stay ours. */
export async function useDecap(page: Page) {
  const dist = decapDist();
  await page.route(/\/admin(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script src="\/admin\/sveltia-cms\.js[^"]*"><\/script>/,
      '<script src="/admin/decap/decap-cms.js"></script>',
    );
    // Decap validates its configuration with Ajv, which compiles each schema with new Function():
    // under /admin's policy, which allows no eval, Decap stops before it shows anything. The one
    // change Decap needs is 'unsafe-eval', made here for this run alone.
    const csp = response.headers()["content-security-policy"] ?? "";
    const headers = {
      ...response.headers(),
      "content-security-policy": csp.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"),
    };
    await route.fulfill({ response, body: html, headers });
  });
  await page.route(/\/admin\/decap\/[^/?]+$/, async (route) => {
    const name = new URL(route.request().url()).pathname.split("/").at(-1) ?? "";
    const file = join(dist, name);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    const type = name.endsWith(".js")
      ? "text/javascript"
      : name.endsWith(".wasm")
        ? "application/wasm"
        : name.endsWith(".css")
          ? "text/css"
          : "application/octet-stream";
    await route.fulfill({ body: readFileSync(file), contentType: type });
  });
}

/**
 * Decap's test repository is window.repoFiles, a tree of folders whose leaves are { content, path }.
 * It reads a single file through the tree (content → articles → 01-….mdx) but lists a folder by its
 * whole path as one key (repoFiles["content/articles"]), so each folder is also put under its path,
 * as the same object, and a file Decap adds shows in both. A picture's leaf holds a File, as Decap
 * stores an upload.
 */
export async function seedDecapRepo(page: Page, files: RepoFiles) {
  const text = Object.fromEntries(Object.entries(files).map(([path, { text }]) => [path, text ?? null]));
  await page.addInitScript((files) => {
    const root: Record<string, unknown> = {};
    for (const [path, content] of Object.entries(files)) {
      const parts = path.split("/");
      let dir = root;
      for (const [i, part] of parts.slice(0, -1).entries()) {
        dir = (dir[part] ??= {}) as Record<string, unknown>;
        if (i > 0) root[parts.slice(0, i + 1).join("/")] = dir;
      }
      const name = parts.at(-1) ?? "";
      const picture = /\.(svg|png|jpe?g|webp)$/i.test(name);
      dir[name] = picture ? { content: { path, fileObj: new File([content ?? ""], name) }, path } : { content, path };
    }
    (window as unknown as { repoFiles: unknown }).repoFiles = root;
  }, text);
}

/** Every file now in Decap's test repository; an uploaded picture is kept as a File, read here as text. */
export async function readDecapRepo(page: Page): Promise<RepoFiles> {
  return page.evaluate(async () => {
    const out: Record<string, { text?: string }> = {};
    const walk = async (node: Record<string, unknown>) => {
      for (const value of Object.values(node)) {
        const leaf = value as { content?: unknown; path?: unknown };
        if (typeof leaf.path === "string" && "content" in leaf) {
          const file = (leaf.content as { fileObj?: unknown } | null)?.fileObj;
          out[leaf.path] = { text: file instanceof Blob ? await file.text() : String(leaf.content ?? "") };
        } else if (value && typeof value === "object") await walk(value as Record<string, unknown>);
      }
    };
    await walk((window as unknown as { repoFiles: Record<string, unknown> }).repoFiles);
    return out;
  });
}

/** One file of Decap's test repository, or null while it does not exist. */
export async function readDecapFile(page: Page, path: string): Promise<string | null> {
  return (await readDecapRepo(page))[path]?.text ?? null;
}
