import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** The one place URLs map to modules. Paths follow the spec's route table (lower case). */
export default [
  index("routes/home.tsx"),
  route("team", "routes/team.tsx"),
  route("team/:id", "routes/team-member.tsx"),
  route("vcards/:file", "routes/team-vcard.tsx"),
  route("publications", "routes/publications.tsx"),
  route("publications/:id", "routes/publication.tsx"),
  route("services/litigation", "routes/service.tsx", { id: "service-litigation" }),
  route("services/alternate-dispute-resolution", "routes/service.tsx", { id: "service-adr" }),
  route("services/civil-criminal-commercial-litigation", "routes/service.tsx", { id: "service-civil" }),
  route("services/recovery", "routes/service.tsx", { id: "service-recovery" }),
  route("services/labor-industrial-disputes", "routes/service.tsx", { id: "service-labour" }),
  route("services/advisory", "routes/service.tsx", { id: "service-advisory" }),
  route("services/intellectual-property-rights", "routes/service.tsx", { id: "service-ip" }),
  route("calculator/court-fee-calculator", "routes/court-fee-calculator.tsx"),
  route("calculator/arbitration-fee-calculator", "routes/arbitration-fee-calculator.tsx"),
  route("events", "routes/events.tsx"),
  route("media-reports", "routes/media-reports.tsx"),
  route("career", "routes/career.tsx"),
  route("contact", "routes/contact.tsx"),
  route("login", "routes/login.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
