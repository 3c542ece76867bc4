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

/**
 * Runs in <head> before first paint (allowed by its CSP hash), so the gate is shown or hidden by
 * CSS from the first frame: no flash for a visitor who agreed, no shift for one who has not.
 */
export const disclaimerHeadScript = `document.documentElement.dataset.disclaimer=/(?:^|;\\s*)${DISCLAIMER_COOKIE}=/.test(document.cookie)?"agreed":"pending"`;
