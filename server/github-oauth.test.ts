import { once } from "node:events";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { buildTestApp, writeTestSite } from "./api/test-support/build-test-app.ts";
import { buildApp } from "./app.ts";
import { registerGitHubOAuth } from "./github-oauth.ts";
import { loadStaticSite } from "./static-site.ts";

/**
 * The sign-in routes against a stand-in for github.com: a real HTTP server on loopback that
 * answers /login/oauth/access_token as GitHub does, and records what it was sent.
 */
const CLIENT = { clientId: "Ov23liTestClient01", clientSecret: "0123456789abcdef0123456789abcdef01234567" };
let github: Server;
let githubOrigin: string;
const received: { body: Record<string, string>; accept: string | undefined }[] = [];
let test: { app: Awaited<ReturnType<typeof buildApp>>; close: () => Promise<void> };

beforeAll(async () => {
  github = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk));
    request.on("end", () => {
      const parsed = JSON.parse(body || "{}") as Record<string, string>;
      received.push({ body: parsed, accept: request.headers.accept });
      response.setHeader("Content-Type", "application/json");
      if (request.method !== "POST" || request.url !== "/login/oauth/access_token") return response.writeHead(404).end("{}");
      if (parsed.code !== "good-code" || parsed.client_secret !== CLIENT.clientSecret)
        return response.end(
          JSON.stringify({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }),
        );
      response.end(JSON.stringify({ access_token: "gho_stand-in-token", token_type: "bearer", scope: "repo" }));
    });
  });
  github.listen(0, "127.0.0.1");
  await once(github, "listening");
  githubOrigin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
  // As server/start.ts does: the site's app, then the sign-in routes.
  const root = writeTestSite();
  const app = await buildApp({ site: loadStaticSite(root), rateLimitPerMinute: null });
  await registerGitHubOAuth(app, { ...CLIENT, githubOrigin });
  await app.ready();
  test = { app, close: async () => (await app.close(), rmSync(root, { recursive: true, force: true })) };
});
afterAll(async () => {
  await test.close();
  github.close();
});

/** Starts a sign-in and returns the state GitHub would be sent and the cookie the browser keeps. */
async function startSignIn() {
  const response = await test.app.inject({ url: "/admin/auth?provider=github&site_id=www.example.com&scope=repo" });
  const location = new URL(String(response.headers.location));
  const cookie = String(response.headers["set-cookie"]).split(";")[0] ?? "";
  return { response, location, state: location.searchParams.get("state") ?? "", cookie };
}

const message = (html: string) => /<div id="message" hidden>([^<]*)<\/div>/.exec(html)?.[1]?.replaceAll("&#34;", '"') ?? "";

describe("GitHub sign-in for the browser editor", () => {
  it("sends the sign-in window to GitHub's authorize page with the client ID, the scope and a one-time state", async () => {
    const { response, location, state, cookie } = await startSignIn();
    expect(response.statusCode).toBe(302);
    expect(location.origin + location.pathname).toBe(`${githubOrigin}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe(CLIENT.clientId);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[\w-]{32}$/);
    expect(cookie).toBe(`__Host-admin_oauth_state=${state}`);
    // What a browser demands of a __Host- cookie: Secure, Path=/, and no Domain.
    const attributes = String(response.headers["set-cookie"])
      .split(";")
      .slice(1)
      .map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "Secure", "HttpOnly", "SameSite=Lax"]));
    expect(attributes.some((part) => /^domain=/i.test(part))).toBe(false);
    expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
  });

  it("exchanges the code with the secret and hands the token to the editor in Decap's message", async () => {
    const { state, cookie } = await startSignIn();
    received.length = 0;
    const response = await test.app.inject({ url: `/admin/callback?code=good-code&state=${state}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(received).toEqual([
      { body: { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, code: "good-code" }, accept: "application/json" },
    ]);
    expect(message(response.body)).toBe('authorization:github:success:{"token":"gho_stand-in-token","provider":"github"}');
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+';/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).not.toContain(CLIENT.clientSecret);
    // The state is spent: the same cookie, at the same path, expires.
    expect(String(response.headers["set-cookie"])).toMatch(/^__Host-admin_oauth_state=; Max-Age=0; Path=\/;.* Secure/);
  });

  it("refuses a callback whose state is not the one it sent, without asking GitHub", async () => {
    const { cookie } = await startSignIn();
    received.length = 0;
    const response = await test.app.inject({ url: "/admin/callback?code=good-code&state=forged", headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toContain("authorization:github:error:");
    expect(received).toEqual([]);
  });

  it("names GitHub's own error codes, and copies no other text from the callback's query into the page", async () => {
    const denied = await test.app.inject({ url: "/admin/callback?error=access_denied" });
    expect(denied.statusCode).toBe(400);
    expect(message(denied.body)).toBe('authorization:github:error:{"message":"GitHub did not sign you in (access_denied)."}');
    const forged = await test.app.inject({ url: `/admin/callback?error=${encodeURIComponent("Sign in at evil.example <b>now</b>")}` });
    expect(forged.statusCode).toBe(400);
    expect(message(forged.body)).toBe('authorization:github:error:{"message":"GitHub did not sign you in."}');
    expect(forged.body).not.toContain("evil.example");
  });

  it("tells the editor when GitHub refuses an expired or reused code, as the visitor's error", async () => {
    const { state, cookie } = await startSignIn();
    const response = await test.app.inject({ url: `/admin/callback?code=expired&state=${state}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toBe(
      'authorization:github:error:{"message":"The sign-in code expired or was already used; sign in again."}',
    );
  });

  it("is off when the app is not set: the routes are the site's not-found page", async () => {
    const bare = await buildTestApp(null);
    const response = await bare.app.inject({ url: "/admin/auth?provider=github" });
    expect(response.statusCode).toBe(404);
    await bare.close();
  });
});
