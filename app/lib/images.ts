/**
 * Every picture kind has one aspect ratio and a few widths. The build (scripts/build-images.ts)
 * crops whatever the firm drops into content/images/<kind>/ to that ratio and writes each width as
 * AVIF and WebP under /img/<kind>/, so pages can compute srcset without a manifest.
 */
export const imageKinds = {
  heroes: { width: 1600, height: 640, widths: [640, 1024, 1600] },
  site: { width: 800, height: 1000, widths: [400, 800] },
  team: { width: 600, height: 750, widths: [300, 600] },
  events: { width: 1200, height: 800, widths: [400, 800, 1200] },
  media: { width: 1200, height: 800, widths: [400, 800, 1200] },
  articles: { width: 1200, height: 675, widths: [400, 800, 1200] },
} as const;

export type ImageKind = keyof typeof imageKinds;
export const imageFormats = ["avif", "webp"] as const;

export function imagePath(kind: ImageKind, name: string, width: number, format: (typeof imageFormats)[number]) {
  return `/img/${kind}/${name}-${width}.${format}`;
}

export function srcSet(kind: ImageKind, name: string, format: (typeof imageFormats)[number]) {
  return imageKinds[kind].widths.map((w) => `${imagePath(kind, name, w, format)} ${w}w`).join(", ");
}
