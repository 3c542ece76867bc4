import { PAGE_SCRIPT_START } from "../../core/html/inline-scripts";

/**
 * One behaviour of the page that needs no framework: a function that runs once, in the page's
 * <head>, with its options. It is sent as its own source text, so it must not use anything from
 * outside its body (imports, module constants): everything it needs comes in `options`, which
 * must survive JSON.
 */
export type PageBehaviour<Options> = { run: (options: Options) => void; options: Options };

/** Gives a behaviour's options their type at the place the behaviour is listed. */
export function behaviour<Options>(run: (options: Options) => void, options: Options): PageBehaviour<Options> {
  return { run, options };
}

/**
 * The script of every page's head: the behaviours in order, each called with its options. It is
 * inline so that it runs before the first paint with no request of its own (on 3G one more
 * request costs a second), and every behaviour listens on the document rather than on elements,
 * so a control works from the moment it is parsed. docs/decisions/0030-the-layout-without-react.md.
 */
export function pageScript(behaviours: ReadonlyArray<{ run: (options: never) => void; options: unknown }>): string {
  return PAGE_SCRIPT_START + behaviours.map(({ run, options }) => `(${run.toString()})(${JSON.stringify(options)});`).join("");
}
