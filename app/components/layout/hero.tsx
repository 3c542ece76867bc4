import type { ReactNode } from "react";
import { Picture } from "~/components/ui/picture";

type HeroProps = {
  heading: string;
  subtitle?: string;
  image: string;
  /** Extra content under the subtitle, e.g. an article's date. */
  children?: ReactNode;
};

/**
 * The banner every page opens with. Its picture is decorative: the heading says what it is. The
 * picture starts under the header (h-16, lg:h-20), so the header's controls, transparent at the
 * top, always stand on the plain ink band and never on the art. On a phone the text spans the
 * whole width, so the shade deepens towards it from below; wider, it deepens towards the left.
 */
export function Hero({ heading, subtitle, image, children }: HeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-ivory" aria-labelledby="page-heading" data-hero>
      <div className="absolute inset-x-0 top-16 bottom-0 -z-10 lg:top-20" data-hero-art>
        <Picture kind="heroes" name={image} alt="" sizes="100vw" priority className="size-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-t from-ink/95 via-ink/75 to-ink/35 sm:bg-gradient-to-r sm:from-ink/90 sm:via-ink/65 sm:to-ink/20" />
        <div className="absolute inset-x-0 top-0 h-8 bg-gradient-to-b from-ink to-transparent" />
      </div>
      <div className="mx-auto flex min-h-[17rem] max-w-7xl flex-col justify-end px-4 pt-28 pb-10 sm:min-h-[20rem] sm:px-6 lg:min-h-[24rem] lg:pb-14">
        <h1 id="page-heading" className="max-w-4xl text-3xl leading-tight font-semibold text-balance sm:text-4xl lg:text-5xl">
          {heading}
        </h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-pretty text-ivory/85 sm:text-xl">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
