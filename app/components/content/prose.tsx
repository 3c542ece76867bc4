import { cn } from "~/lib/cn";

/** Build-time rendered MDX (articles, service pages, bios). The HTML comes from our own content. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cn("prose-legal", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
