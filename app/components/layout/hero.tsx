import type { ReactNode } from "react";
import { Picture } from "~/components/ui/picture";

type HeroProps = {
  heading: string;
  subtitle?: string;
  image: string;
  /** Extra content under the subtitle, e.g. an article's date. */
  children?: ReactNode;
};

/** The banner every page opens with. Its picture is decorative: the heading says what it is. */
export function Hero({ heading, subtitle, image, children }: HeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-ivory" aria-labelledby="page-heading" data-hero>
      <div className="absolute inset-0 -z-10" data-hero-art>
        <Picture kind="heroes" name={image} alt="" sizes="100vw" priority className="size-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-r from-ink/90 via-ink/65 to-ink/20" />
      </div>
      <div className="mx-auto flex min-h-[17rem] max-w-7xl flex-col justify-end px-4 pt-28 pb-10 sm:min-h-[20rem] sm:px-6 lg:min-h-[24rem] lg:pb-14">
        <h1 id="page-heading" className="max-w-4xl text-3xl leading-tight font-semibold sm:text-4xl lg:text-5xl">
          {heading}
        </h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-ivory/85 sm:text-xl">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
