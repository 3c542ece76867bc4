/** The spec's disclaimer cookie: name "disclaimer", value "agreed", one day, whole site. */
export const DISCLAIMER_COOKIE = "disclaimer";
export const DISCLAIMER_AGREED = "agreed";
export const DISCLAIMER_MAX_AGE_SECONDS = 86_400;

export function agreementCookie(secure: boolean): string {
  return [
    `${DISCLAIMER_COOKIE}=${DISCLAIMER_AGREED}`,
    `Max-Age=${DISCLAIMER_MAX_AGE_SECONDS}`,
    "Path=/",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
