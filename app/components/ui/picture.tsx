import { type ImageKind, imageKinds, imagePath, srcSet } from "~/lib/images";

type PictureProps = {
  kind: ImageKind;
  name: string;
  alt: string;
  /** The CSS width the picture takes, for the browser to pick a file, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The page's largest above-the-fold picture: fetched early, never lazily. */
  priority?: boolean;
  className?: string;
  /** "en" when the alternative text is English on a Hindi page. */
  lang?: "en";
};

/** A responsive AVIF/WebP picture with explicit dimensions, so it never shifts the layout. */
export function Picture({ kind, name, alt, sizes, priority = false, className, lang }: PictureProps) {
  const { width, height, widths } = imageKinds[kind];
  const fallbackWidth = widths[widths.length - 1] ?? width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(kind, name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(kind, name, "webp")} sizes={sizes} />
      <img
        src={imagePath(kind, name, fallbackWidth, "webp")}
        alt={alt}
        lang={lang}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
