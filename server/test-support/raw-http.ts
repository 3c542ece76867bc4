import { connect, type Socket } from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: string; raw: string };

/** Parses the first response in what a socket received; null while it is incomplete. */
export function parseResponse(raw: string): RawResponse | null {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return null;
  const [statusLine = "", ...lines] = raw.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers["content-length"] ?? 0);
  const body = raw.slice(end + 4, end + 4 + length);
  if (Buffer.byteLength(body) < length) return null;
  return { status: Number(statusLine.split(" ")[1]), headers, body, raw };
}

export type RawSocket = {
  socket: Socket;
  /** Resolves with the next complete response, or null if the server closes first. */
  response: () => Promise<RawResponse | null>;
  /** Resolves when the server has closed the connection, with everything it sent. */
  closed: Promise<string>;
};

/** A plain TCP client, for the requests an HTTP library would refuse to send or would tidy up. */
export async function openRaw(port: number, localAddress = "127.0.0.1"): Promise<RawSocket> {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  let received = "";
  let consumed = 0;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
    wake();
  });
  const closed = new Promise<string>((resolve) =>
    socket.on("close", () => {
      wake();
      resolve(received);
    }),
  );
  socket.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const response = async (): Promise<RawResponse | null> => {
    for (;;) {
      const parsed = parseResponse(received.slice(consumed));
      if (parsed) {
        consumed += parsed.raw.indexOf("\r\n\r\n") + 4 + Buffer.byteLength(parsed.body);
        return parsed;
      }
      if (socket.destroyed || socket.readableEnded) return null;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { socket, response, closed };
}

/** Sends one request on its own connection and returns the response. */
export async function rawRequest(port: number, request: string): Promise<RawResponse | null> {
  const client = await openRaw(port);
  client.socket.write(request);
  const response = await client.response();
  client.socket.destroy();
  return response;
}

/**
 * Sends the bytes on a fresh connection, half-closes nothing, and resolves with everything the
 * server sent by the time it closed the connection (requests are sent with Connection: close).
 */
export async function exchange(port: number, request: string | Buffer): Promise<string> {
  const client = await openRaw(port);
  client.socket.write(request);
  return client.closed;
}

export type RawHead = { status: number; headers: Record<string, string>; body: string };

/** The status line, headers and the rest of a single response, whatever its framing (HEAD, 204, 1xx). */
export function splitResponses(raw: string): RawHead[] {
  const responses: RawHead[] = [];
  let rest = raw;
  while (rest.startsWith("HTTP/")) {
    const end = rest.indexOf("\r\n\r\n");
    if (end === -1) break;
    const [statusLine = "", ...lines] = rest.slice(0, end).split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(" ")[1]);
    rest = rest.slice(end + 4);
    // A body follows only where its length says so; the next response starts with its status line.
    const length = Number(headers["content-length"] ?? 0);
    const hasBody = rest.length > 0 && !rest.startsWith("HTTP/1.1 ") ? length : 0;
    responses.push({ status, headers, body: rest.slice(0, hasBody) });
    rest = rest.slice(hasBody);
  }
  return responses;
}
