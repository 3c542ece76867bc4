import eventsSource from "/content/events.yaml?raw";
import mediaSource from "/content/media-reports.yaml?raw";
import { parseYamlFile } from "./parse";
import { type EventsContent, type MediaReportsContent, eventsSchema, mediaReportsSchema } from "./schemas";

export function loadEvents(): EventsContent {
  return parseYamlFile(eventsSchema, eventsSource, "content/events.yaml");
}

export function loadMediaReports(): MediaReportsContent {
  return parseYamlFile(mediaReportsSchema, mediaSource, "content/media-reports.yaml");
}
