/**
 * The tribunals the arbitration calculator prices, written once: the engine's input, the API's
 * request schema, the form and the result addresses all take their values from here.
 */
export const TRIBUNALS = ["sole", "three"] as const;

export type Tribunal = (typeof TRIBUNALS)[number];

/** What the API and a result address mean when they name no tribunal. */
export const DEFAULT_TRIBUNAL: Tribunal = "sole";

export function isTribunal(value: unknown): value is Tribunal {
  return (TRIBUNALS as readonly unknown[]).includes(value);
}
