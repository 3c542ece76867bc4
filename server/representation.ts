import Negotiator from "negotiator";

export type Encoded = { encoding: "br" | "gzip" | null; body: Buffer; etag: string };

type Variants = { body: Buffer; br?: Buffer; gzip?: Buffer; etag: string };

/**
 * Picks the body to send from Accept-Encoding with `negotiator` (q-values, `*`, `identity`, any
 * case; @fastify/accept-negotiator was tried and gives br to "br;q=0, *"). Among codings the client
 * weighs equally, the smallest body wins. Each encoding has its own strong ETag: the bodies differ
 * byte for byte, and a cache must not answer a gzip request with a 304 for the brotli body.
 */
export function chooseRepresentation(file: Variants, acceptEncoding: string | undefined): Encoded {
  const chosen = negotiateEncoding(acceptEncoding, [...(file.br ? ["br" as const] : []), ...(file.gzip ? ["gzip" as const] : [])]);
  if (chosen === "br" && file.br) return { encoding: "br", body: file.br, etag: withSuffix(file.etag, "br") };
  if (chosen === "gzip" && file.gzip) return { encoding: "gzip", body: file.gzip, etag: withSuffix(file.etag, "gz") };
  return { encoding: null, body: file.body, etag: file.etag };
}

export type Encoding = "br" | "gzip";

/**
 * The encoding to send among those `offered` (smallest first), or null for the body as it is.
 * The one negotiation for files kept compressed and for pages compressed when made
 * (server/result-pages/): a page is compressed for the encoding it will be sent in.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ["br", "gzip"]): Encoding | null {
  if (offered.length === 0 || !acceptEncoding) return null;
  const available = [...offered, "identity"];
  const chosen = negotiatorFor(acceptEncoding).encoding(available, { preferred: available });
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

// negotiator 1.x takes a preferred order for ties; its published types predate that argument.
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };
const negotiatorFor = (acceptEncoding: string) =>
  new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as EncodingNegotiator;

const withSuffix = (etag: string, suffix: string) => `${etag.slice(0, -1)}-${suffix}"`;
