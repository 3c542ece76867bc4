import type { ArticleFields } from "./schemas.ts";

/** When an article last changed: the latest of its publication date and its updates' dates. */
export function articleModified(article: Pick<ArticleFields, "date" | "updates">): string {
  return article.updates.reduce((latest, u) => (u.date > latest ? u.date : latest), article.date);
}
