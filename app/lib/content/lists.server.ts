import { contentTree } from "./content-source.server";
import type { EventsContent, MediaReportsContent } from "./schemas";

export function loadEvents(): EventsContent {
  return contentTree().events;
}

export function loadMediaReports(): MediaReportsContent {
  return contentTree().mediaReports;
}
