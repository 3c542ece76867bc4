import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ADMIN_PATH } from "./site-paths.ts";

/**
 * Sign-in to the browser editor with GitHub, without a paid service: the OAuth web flow's two
 * steps on our own server, speaking the protocol Decap CMS and Sveltia CMS share with their
 * sign-in window (`authorization:github:success:{"token":…}` posted to the editor's page).
 * /admin/auth sends the window to GitHub with a one-time state (kept in a cookie for ten minutes);
 * /admin/callback checks the state, exchanges the code for a token with the client secret, and
 * hands the token to the editor in the same origin. Off when GITHUB_CLIENT_ID is unset.
 */
export type GitHubOAuthOptions = {
  clientId: string;
  clientSecret: string;
  /** https://github.com; the tests give a local stand-in. */
  githubOrigin?: string;
};

/**
 * The `__Host-` prefix (OWASP ASVS 5.0 3.3.1): a browser keeps the cookie only if it came Secure,
 * with Path=/ and no Domain, from this very host, so no sibling subdomain can plant or overwrite
 * the state. Browsers treat http://localhost as a secure context and keep it there too.
 */
const STATE_COOKIE = "__Host-admin_oauth_state";
const STATE_COOKIE_ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Lax";
const SCOPES = new Set(["repo", "public_repo"]);
/** The errors GitHub's authorize page sends back to the callback ("Troubleshooting authorization request errors"). */
const GITHUB_ERRORS: ReadonlySet<unknown> = new Set(["access_denied", "redirect_uri_mismatch", "application_suspended"]);

// A fixed script, so its hash is fixed: it reads the message from the page's data element.
const HANDSHAKE = `(function(){var m=document.getElementById("message").textContent;function r(e){if(e.origin!==location.origin)return;window.removeEventListener("message",r);window.opener.postMessage(m,location.origin);}if(!window.opener){document.body.textContent="Close this window and sign in again from the editor.";return;}window.addEventListener("message",r);window.opener.postMessage("authorizing:github",location.origin);})();`;
const HANDSHAKE_HASH = `sha256-${createHash("sha256").update(HANDSHAKE).digest("base64")}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function handshakePage(reply: FastifyReply, status: number, message: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><p>Signing in…</p><div id="message" hidden>${escapeHtml(message)}</div><script>${HANDSHAKE}</script></body></html>`;
  return reply
    .code(status)
    .header("Content-Type", "text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer")
    .header("Set-Cookie", `${STATE_COOKIE}=; Max-Age=0; ${STATE_COOKIE_ATTRIBUTES}`)
    .header(
      "Content-Security-Policy",
      `default-src 'none'; script-src '${HANDSHAKE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    .send(html);
}

const failure = (reply: FastifyReply, status: number, text: string) =>
  handshakePage(reply, status, `authorization:github:error:${JSON.stringify({ message: text })}`);

function sameState(cookie: string | undefined, query: string | undefined): boolean {
  if (!cookie || !query || cookie.length !== query.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(query));
}

const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];

export async function registerGitHubOAuth(app: FastifyInstance, options: GitHubOAuthOptions) {
  const github = options.githubOrigin ?? "https://github.com";
  await app.register(async (oauth) => {
    // The sign-in window leaves for github.com and comes back; it must stay the editor's popup.
    oauth.addHook("onSend", (_request, reply, payload, done) => {
      reply.header("Cross-Origin-Opener-Policy", "unsafe-none");
      done(null, payload);
    });

    oauth.get<{ Querystring: { provider?: string; scope?: string } }>(`${ADMIN_PATH}/auth`, async (request, reply) => {
      if (request.query.provider !== undefined && request.query.provider !== "github")
        return failure(reply, 400, "Only GitHub sign-in is offered.");
      const scope = SCOPES.has(request.query.scope ?? "") ? (request.query.scope as string) : "repo";
      const state = randomBytes(24).toString("base64url");
      const target = new URL("/login/oauth/authorize", github);
      target.search = new URLSearchParams({ client_id: options.clientId, scope, state }).toString();
      return reply
        .code(302)
        .header("Location", target.href)
        .header("Cache-Control", "no-store")
        .header("Set-Cookie", `${STATE_COOKIE}=${state}; Max-Age=600; ${STATE_COOKIE_ATTRIBUTES}`)
        .send();
    });

    oauth.get<{ Querystring: { code?: string; state?: string; error?: string } }>(`${ADMIN_PATH}/callback`, async (request, reply) => {
      const { code, state, error } = request.query;
      // Only GitHub's own error codes are named: the query is anyone's text, never copied into the page.
      if (error)
        return failure(reply, 400, GITHUB_ERRORS.has(error) ? `GitHub did not sign you in (${error}).` : "GitHub did not sign you in.");
      if (!sameState(cookieValue(request.headers.cookie, STATE_COOKIE), state))
        return failure(reply, 400, "The sign-in expired or did not start here; try again.");
      if (!code || !/^[\w-]{1,100}$/.test(code)) return failure(reply, 400, "GitHub sent no sign-in code.");
      let token: unknown;
      try {
        const response = await fetch(new URL("/login/oauth/access_token", github), {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret, code }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json()) as { access_token?: unknown; error?: unknown };
        if (!response.ok || typeof body.access_token !== "string") {
          request.log.warn({ status: response.status, error: body.error }, "GitHub refused the sign-in code");
          // An expired or reused code is the visitor's stale link, not a failure of ours or GitHub's.
          if (body.error === "bad_verification_code")
            return failure(reply, 400, "The sign-in code expired or was already used; sign in again.");
          return failure(reply, 502, "GitHub refused the sign-in; try again.");
        }
        token = body.access_token;
      } catch (cause) {
        request.log.warn({ err: cause }, "GitHub's token endpoint did not answer");
        return failure(reply, 502, "GitHub did not answer; try again.");
      }
      return handshakePage(reply, 200, `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`);
    });
  });
}
