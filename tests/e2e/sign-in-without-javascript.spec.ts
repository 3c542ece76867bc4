/**
 * Finding 1 of the server-hardening issue: with JavaScript off (or its bundle failing), the
 * sign-in form used to submit itself as a GET, putting the password in the URL. It must send the
 * credentials nowhere and say that sign-in needs JavaScript.
 */
import { href } from "react-router";
import { type Request, expect, test } from "@playwright/test";

test.use({ javaScriptEnabled: false });

test("with JavaScript off, sign-in sends no credentials anywhere and says it needs JavaScript", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const response = await page.goto(href("/login"));
  expect(response?.status()).toBe(200);
  const form = page.locator("form[aria-labelledby=sign-in-title]");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form.getByText("Signing in needs JavaScript.")).toBeVisible();
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toBeDisabled();

  await form.getByLabel("Role").selectOption("admin");
  await form.getByLabel("Username").fill("someone");
  await form.getByLabel("Password").fill("Secret-Pass1!");
  requests.length = 0;
  // Implicit submission (Enter in a field) and a click on the button: neither may submit.
  await form.getByLabel("Password").press("Enter");
  await submit.click({ force: true });
  // A submission would have started a navigation by now; loading a page after it proves the order.
  await page.goto("/login?after=1");

  const submissions = requests.filter((request) => request.isNavigationRequest() && !request.url().endsWith("/login?after=1"));
  expect(submissions.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  for (const request of requests) {
    expect(request.url()).not.toContain("Secret");
    expect(request.postData() ?? "").not.toContain("Secret");
  }
});
