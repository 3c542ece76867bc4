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
  const offered = [...(file.br ? ["br"] : []), ...(file.gzip ? ["gzip"] : [])];
  const available = [...offered, "identity"];
  const chosen =
    offered.length === 0 || !acceptEncoding ? null : negotiatorFor(acceptEncoding).encoding(available, { preferred: available });
  if (chosen === "br" && file.br) return { encoding: "br", body: file.br, etag: withSuffix(file.etag, "br") };
  if (chosen === "gzip" && file.gzip) return { encoding: "gzip", body: file.gzip, etag: withSuffix(file.etag, "gz") };
  return { encoding: null, body: file.body, etag: file.etag };
}

// negotiator 1.x takes a preferred order for ties; its published types predate that argument.
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };
const negotiatorFor = (acceptEncoding: string) =>
  new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as EncodingNegotiator;

const withSuffix = (etag: string, suffix: string) => `${etag.slice(0, -1)}-${suffix}"`;
