/**
 * Turns the artwork and photos in content/images/<kind>/ (or CONTENT_DIR/images/<kind>/) into the responsive AVIF and WebP files
 * the pages reference (public/img/<kind>/<name>-<width>.<format>), cropped to the kind's ratio.
 * Outputs newer than their source are kept, so a rebuild only encodes what changed.
 */
import { copyFile, mkdir, readdir, stat } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import { type ImageKind, imageKinds, imagePath } from "../app/lib/images.ts";

// CONTENT_DIR: the content folder the site is built from (default content/).
const sourceRoot = join(process.env.CONTENT_DIR || "content", "images");
const publicRoot = "public";
const sourceExtensions = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp"]);

async function isFresh(output: string, sourceTime: number): Promise<boolean> {
  try {
    return (await stat(output)).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

async function sourcesOf(dir: string): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  for (const file of (await readdir(dir)).sort()) {
    if (!sourceExtensions.has(extname(file).toLowerCase())) continue;
    const name = basename(file, extname(file));
    const earlier = byName.get(name);
    if (earlier) throw new Error(`${dir}: both ${earlier} and ${file} are named "${name}"; keep one`);
    byName.set(name, file);
  }
  return byName;
}

function pipeline(source: string, width: number, height: number) {
  // SVGs are rasterised at a density that gives at least the largest width, so edges stay sharp.
  const input = extname(source) === ".svg" ? sharp(source, { density: 300 }) : sharp(source);
  return input.rotate().resize(width, height, { fit: "cover", position: "attention" });
}

type Job = () => Promise<boolean>;

async function jobsFor(kind: ImageKind): Promise<Job[]> {
  const dir = join(sourceRoot, kind);
  const { width, height, widths } = imageKinds[kind];
  const jobs: Job[] = [];
  for (const [name, file] of await sourcesOf(dir)) {
    const source = join(dir, file);
    const sourceTime = (await stat(source)).mtimeMs;
    for (const w of widths) {
      const h = Math.round((w * height) / width);
      for (const format of ["avif", "webp"] as const) {
        const output = join(publicRoot, imagePath(kind, name, w, format));
        jobs.push(async () => {
          if (await isFresh(output, sourceTime)) return false;
          const image = pipeline(source, w, h);
          await (format === "avif" ? image.avif({ quality: 55, effort: 3 }) : image.webp({ quality: 78 })).toFile(output);
          return true;
        });
      }
    }
  }
  return jobs;
}

/** The emblem and favicon ship as SVG; the share image must be a PNG for link previews. */
async function brandJobs(): Promise<Job[]> {
  const dir = join(sourceRoot, "brand");
  const out = join(publicRoot, "img", "brand");
  await mkdir(out, { recursive: true });
  return [
    async () => (await copyFile(join(dir, "logo.svg"), join(out, "logo.svg")), true),
    async () => (await copyFile(join(dir, "favicon.svg"), join(publicRoot, "favicon.svg")), true),
    async () => {
      const output = join(out, "share.png");
      if (await isFresh(output, (await stat(join(dir, "share.svg"))).mtimeMs)) return false;
      await sharp(join(dir, "share.svg")).resize(1200, 630).png({ compressionLevel: 9 }).toFile(output);
      return true;
    },
  ];
}

async function runAll(jobs: Job[], concurrency: number): Promise<number> {
  let next = 0;
  let written = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job && (await job())) written++;
      }
    }),
  );
  return written;
}

const started = performance.now();
const kinds = Object.keys(imageKinds) as ImageKind[];
for (const kind of kinds) await mkdir(join(publicRoot, "img", kind), { recursive: true });
const jobs = [...(await brandJobs()), ...(await Promise.all(kinds.map(jobsFor))).flat()];
const written = await runAll(jobs, 4);
console.log(`images: ${written} written, ${jobs.length - written} up to date, ${((performance.now() - started) / 1000).toFixed(1)} s`);
