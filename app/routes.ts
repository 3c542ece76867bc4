import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/** The seven practice pages: one module, the path's last segment names the content file. */
const servicePages = [
  ["litigation", "litigation"],
  ["alternate-dispute-resolution", "adr"],
  ["civil-criminal-commercial-litigation", "civil"],
  ["recovery", "recovery"],
  ["labor-industrial-disputes", "labour"],
  ["advisory", "advisory"],
  ["intellectual-property-rights", "ip"],
] as const;

/**
 * The pages that exist in both languages, from the same modules. The Hindi routes' ids take the
 * prefix "hi-" (a module used twice needs its own id each time); the page's language comes from
 * its address (app/lib/i18n/locale.ts).
 */
function bilingualPages(idPrefix: string) {
  const id = (name: string) => ({ id: `${idPrefix}${name}` });
  // The English routes keep the ids React Router derives from the file (the service pages name theirs).
  const own = (name: string) => (idPrefix ? id(name) : {});
  return [
    index("routes/home.tsx", own("home")),
    ...servicePages.map(([path, name]) => route(`services/${path}`, "routes/service.tsx", id(`service-${name}`))),
    route("calculator/court-fee-calculator", "routes/court-fee-calculator.tsx", own("court-fee-calculator")),
    route("calculator/arbitration-fee-calculator", "routes/arbitration-fee-calculator.tsx", own("arbitration-fee-calculator")),
    route("career", "routes/career.tsx", own("career")),
    route("contact", "routes/contact.tsx", own("contact")),
    route("login", "routes/login.tsx", own("login")),
  ];
}

/** The one place URLs map to modules. Paths follow the spec's route table (lower case); Hindi pages under /hi/. */
export default [
  ...bilingualPages(""),
  route("team", "routes/team.tsx"),
  route("team/:id", "routes/team-member.tsx"),
  route("vcards/:file", "routes/team-vcard.tsx"),
  route("publications", "routes/publications.tsx"),
  route("publications/page/:page", "routes/publications.tsx", { id: "publications-page" }),
  route("publications/topics/:topic", "routes/publication-topic.tsx"),
  route("publications/search-index.json", "routes/publication-search-index.ts"),
  route("publications/:id", "routes/publication.tsx"),
  route("feed.rss", "routes/publication-feed.ts", { id: "feed-rss" }),
  route("feed.atom", "routes/publication-feed.ts", { id: "feed-atom" }),
  route("feed.json", "routes/publication-feed.ts", { id: "feed-json" }),
  route("events", "routes/events.tsx"),
  route("media-reports", "routes/media-reports.tsx"),
  ...prefix("hi", [...bilingualPages("hi-"), route("*", "routes/not-found.tsx", { id: "hi-not-found" })]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
