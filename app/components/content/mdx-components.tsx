import type { ComponentProps, ReactNode } from "react";
import type { ContentComponentName, NoteAttributes } from "~/lib/content/content-components";

function isExternal(href: string | undefined): boolean {
  return href !== undefined && /^https?:\/\//.test(href);
}

/** Links leaving the site open in a new tab without handing it our window. */
function Anchor({ href, children, ...rest }: ComponentProps<"a">) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** The articles' footnote box. */
function Note({ title, children }: NoteAttributes & { children: ReactNode }) {
  return (
    <aside className="note" role="note" aria-label={title ?? "Note"}>
      {title ? <p className="note-title">{title}</p> : null}
      {children}
    </aside>
  );
}

/** Wide tables scroll inside their own box on phones instead of widening the page. */
function Table(props: ComponentProps<"table">) {
  return (
    <div className="table-scroll" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/**
 * An English run inside Hindi text (an Act's title, a name): marked so that a screen reader reads it
 * as English. The Hindi practice pages write <En>Mediation Act, 2023</En>; the build rejects English
 * left outside it there.
 */
function En({ children }: { children: ReactNode }) {
  return <span lang="en">{children}</span>;
}

/**
 * A statute or judgment the article cites (docs/decisions/0028): the citation's own words, unchanged,
 * with the anchor the index of authorities links to. Its other attributes feed the index only.
 */
function Authority({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className="authority">
      {children}
    </span>
  );
}

/**
 * What the checked content renders through: HTML elements the markdown makes (a, table), and the
 * components content may name, exactly those of app/lib/content/content-components.ts.
 */
export const mdxComponents = { a: Anchor, table: Table, Note, En, Authority } satisfies Record<ContentComponentName, unknown> & Record<"a" | "table", unknown>;
