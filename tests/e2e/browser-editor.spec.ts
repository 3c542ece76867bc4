import { basename, join } from "node:path";
import { type Locator, type Page, type TestInfo, expect, test } from "@playwright/test";
import { loadContentTree } from "../../app/lib/content/content-tree.server.ts";
import {
  type RepoFiles,
  contentFiles,
  readDecapFile,
  readDecapRepo,
  readSveltiaFile,
  readSveltiaRepo,
  seedDecapRepo,
  seedSveltiaRepo,
  useDecap,
  useTestBackend,
  writeContent,
} from "./editor-repo.ts";

/**
 * The firm's editor at /admin, offline: Sveltia CMS on its own test repository (a folder of the
 * browser's origin-private file system, read and written by the same code as its local-repository
 * workflow), filled with this repository's content/. The configuration is the one the server
 * serves, with only `backend` swapped for the test repository. The files the editor writes must
 * pass the build's content check.
 */
const THUMBNAIL = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#334"/></svg>');
const EXCERPT =
  "When an arbitral tribunal may order interim measures under section 17, and how such an order is enforced as if it were an order of the court.";

const ARTICLE = "content/articles/12-interim-measures-by-an-arbitral-tribunal.mdx";
const KEY_POINTS = [
  "Under section 17 of the Arbitration and Conciliation Act, 1996 an arbitral tribunal may order interim measures.",
  "A party may apply for them to the tribunal during the arbitral proceedings.",
  "The tribunal's order is enforced as if it were an order of the court.",
];

/**
 * Adds the key points one by one, as the firm would: the list's own button, then the new item's
 * box. Both editors wrap the field's label in Unicode isolation marks, hence the loose patterns.
 */
async function addKeyPoints(page: Page, itemBox: (page: Page) => Locator) {
  // One item at a time, each filled once the editor has drawn it: a click on "Add" while the last
  // item is still being drawn would otherwise leave an empty item behind.
  const before = await itemBox(page).count();
  for (const [i, point] of KEY_POINTS.entries()) {
    await page.getByRole("button", { name: /^Add\W*key point/i }).click({ timeout: 15_000 });
    await expect(itemBox(page)).toHaveCount(before + i + 1, { timeout: 15_000 });
    await itemBox(page)
      .nth(before + i)
      .fill(point, { timeout: 15_000 });
  }
}

/** What either editor must have written: files the build's content check accepts, holding the three edits. */
function checkWritten(written: RepoFiles, testInfo: TestInfo) {
  const dir = join(testInfo.outputDir, "content");
  writeContent(written, dir);
  const article = Object.entries(written).find(([path]) => /^content\/articles\/12-[^/]+\.mdx$/.test(path));
  expect(article?.[0]).toBe(ARTICLE);
  const tree = loadContentTree(dir);
  expect(tree.articles.find((a) => a.data.id === 12)?.data).toMatchObject({
    author: "Devika Malhotra",
    thumbnail: "interim-measures",
    lawAsAt: "2026-11-24",
    keyPoints: KEY_POINTS,
  });
  expect(tree.team.find((m) => m.data.id === 2)?.data.barAdmission).toBe("Bar Council of Delhi, 2012 (edited in the browser)");
  expect(tree.events.sections[0]?.caption).toBe("IP Rights Awareness Programme, Mohali (2023)");
  expect(written["content/images/articles/interim-measures.svg"]?.text).toBe(THUMBNAIL.toString());
  expect(article?.[1].text).not.toMatch(/: ''|: ""/);
  console.log(`The editor wrote:\n${article?.[1].text}`);
}

/** Saves the open entry, and waits until the repository's file holds the change. */
/**
 * Saves the entry open in Sveltia and waits for the file. Then waits for the editor to settle on
 * the collection's list, where it goes on its own (by way of the entry's own address, for a new
 * entry) after the file is written: an address given before it settles is overridden by that move.
 */
async function save(page: Page, path: string, change: string) {
  const collection = /#\/collections\/([^/]+)/.exec(page.url())?.[1];
  if (!collection) throw new Error(`Not in a collection's editor: ${page.url()}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readSveltiaFile(page, path), { timeout: 20_000 }).toContain(change);
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}$`), { timeout: 20_000 });
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("the browser editor (Sveltia CMS)", () => {
  test.setTimeout(300_000);

  test("adds an article, edits a member and an event caption, and writes files the build accepts", async ({ page }, testInfo) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (process.env.EDITOR_CONSOLE) console.log(`[${m.type()}] ${m.text().slice(0, 300)}`);
      if (/Content Security Policy/.test(m.text())) violations.push(m.text());
    });
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    // Everything the editor asks for must come from this server (or be made by the page itself).
    const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
    const elsewhere: string[] = [];
    const fonts: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(`${origin}/`) && !/^(blob|data):/.test(url)) elsewhere.push(url);
    });
    page.on("response", (response) => {
      if (/\/admin\/fonts\/[^/]+\.woff2$/.test(response.url()) && response.ok()) fonts.push(response.url().split("/").at(-1)!);
    });
    await useTestBackend(page);
    await seedSveltiaRepo(page, contentFiles());
    await page.goto("/admin");
    await page.getByRole("button", { name: "Work with Test Repository" }).click();
    await expect(page.getByRole("treeitem", { name: /^Articles/ })).toBeVisible({ timeout: 20_000 });

    // A new article.
    await page.goto("/admin#/collections/articles/new");
    await page.getByRole("spinbutton", { name: /^Number/ }).fill("12");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Interim Measures by an Arbitral Tribunal");
    await choose(page, "Author", "Devika Malhotra");
    await page.getByRole("textbox", { name: "Date of publication" }).fill("2026-11-24");
    // After the publication date: the schema refuses it (a later review goes in "Last reviewed"), and so must the save.
    await page.getByRole("textbox", { name: /^Law stated as at/ }).fill("2026-12-01");
    await page.getByRole("textbox", { name: /^Excerpt/ }).fill(EXCERPT);
    await page
      .getByRole("group", { name: /Thumbnail/ })
      .getByRole("button", { name: "Browse" })
      .click();
    const library = page.getByRole("dialog", { name: "Select Image" });
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser", { timeout: 10_000 }),
      library.getByRole("button", { name: "Upload" }).click(),
    ]);
    await chooser.setFiles({ name: "interim-measures.svg", mimeType: "image/svg+xml", buffer: THUMBNAIL });
    await library.getByRole("option", { name: "interim-measures.svg" }).click();
    await library.getByRole("button", { name: "Insert", exact: true }).click();
    await expect(library).toBeHidden();
    await choose(page, "Topics (one to three)", "Arbitration");
    await choose(page, "Tags (one to six)", "arbitration");
    await page.getByRole("textbox", { name: /^PDF file name/ }).fill("interim-measures-by-an-arbitral-tribunal.pdf");
    await addKeyPoints(page, (p) => p.getByRole("group", { name: /Key points/ }).getByRole("textbox"));
    await page.getByRole("textbox", { name: "Article" }).click();
    await page.keyboard.insertText("Section 17 of the Arbitration and Conciliation Act, 1996 lets the tribunal order interim measures.");
    await page.getByRole("button", { name: "Save" }).click();
    // The check runs in the editor's save, after Sveltia's own steps: give it the time a busy machine takes.
    await expect
      .poll(() => dialogs.join("\n"), { timeout: 30_000 })
      .toContain(
        'lawAsAt: expected a date on or before the publication date 2026-11-24; a later review goes in reviewed; found "2026-12-01"',
      );
    // Sveltia's own dialog only says the save failed; the build's message came in ours, above.
    await page.getByRole("alertdialog", { name: "Error" }).getByRole("button", { name: "OK" }).click();
    await page.getByRole("textbox", { name: /^Law stated as at/ }).fill("2026-11-24");
    await save(page, ARTICLE, "author: Devika Malhotra");

    // A member's bar admission.
    await page.goto("/admin#/collections/team/entries/02-arjun-mehra");
    await page.getByRole("textbox", { name: "Bar admission" }).fill("Bar Council of Delhi, 2012 (edited in the browser)");
    await save(page, "content/team/02-arjun-mehra.mdx", "(edited in the browser)");

    // An event section's caption.
    await page.goto("/admin#/collections/events/entries/events");
    await page.getByRole("textbox", { name: "Caption" }).first().fill("IP Rights Awareness Programme, Mohali (2023)");
    await save(page, "content/events.yaml", "Mohali (2023)");

    checkWritten(await readSveltiaRepo(page), testInfo);
    // Refused on purpose: Sveltia's update check (unpkg.com), GitHub's status (githubstatus.com), and
    // a fetch() of its own logo as a data: address.
    expect(violations.filter((v) => !/unpkg\.com|githubstatus\.com|data:image/.test(v))).toEqual([]);
    expect(elsewhere).toEqual([]);
    // The icon font draws every button's icon: it must have come from us, not fallen back to text.
    expect(fonts).toContain("material-symbols-outlined-latin-wght-normal.woff2");
    expect(await page.evaluate(() => document.fonts.check("24px 'Material Symbols Outlined'", "add"))).toBe(true);
  });
});

test.describe("the browser editor's content check", () => {
  test("refuses a save whose text holds code, with the build's message, and writes nothing", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    // Any article with an update: the field is a plain text box, so what is typed is what is saved.
    const updated = loadContentTree().articles.find((a) => a.data.updates.length > 0);
    if (!updated) throw new Error("No article has an update to edit.");
    const file = `content/articles/${basename(updated.file)}`;
    await useTestBackend(page);
    await seedSveltiaRepo(page, contentFiles());
    await page.goto("/admin");
    await page.getByRole("button", { name: "Work with Test Repository" }).click();
    await expect(page.getByRole("treeitem", { name: /^Articles/ })).toBeVisible({ timeout: 20_000 });
    await page.goto(`/admin#/collections/articles/entries/${basename(updated.file, ".mdx")}`);
    // Sveltia draws a list's items once the list is scrolled into view.
    await page.getByRole("group", { name: /Updates \(dated notes/ }).scrollIntoViewIfNeeded();
    await page.getByRole("textbox", { name: "What changed, with its source" }).first().fill("Two and two make {1+1}.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => dialogs.join("\n"))
      .toContain(`${file}: updates[0].text: line 1, column 18: \`{1+1}\` is an expression; content cannot run code. Write the text itself`);
    expect(await readSveltiaFile(page, file)).not.toContain("{1+1}");
  });
});

test.describe("the browser editor (Decap CMS on the same configuration)", () => {
  test.setTimeout(300_000);

  test("adds an article, edits a member and an event caption, and writes files the build accepts", async ({ page }, testInfo) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await useTestBackend(page);
    await useDecap(page);
    await seedDecapRepo(page, contentFiles());
    await page.goto("/admin");
    await page.getByRole("button", { name: "Login" }).click();
    // Decap keeps its test repository in the page: from here on the page never reloads.
    const publish = async (path: string, change: string) => {
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect.poll(() => readDecapFile(page, path), { timeout: 20_000 }).toContain(change);
    };
    const choose = async (field: string, option: string) => {
      await page.getByRole("combobox", { name: field }).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    };

    // A new article.
    await page.getByRole("link", { name: "Create entry of type Article" }).click();
    await page.getByRole("spinbutton", { name: /^Number/ }).fill("12");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Interim Measures by an Arbitral Tribunal");
    await choose("Author", "Devika Malhotra");
    await page.getByRole("textbox", { name: "Date of publication" }).fill("2026-11-24");
    await page.getByRole("textbox", { name: /^Law stated as at/ }).fill("2026-12-01");
    await page.getByRole("textbox", { name: /^Excerpt/ }).fill(EXCERPT);
    await page.getByRole("button", { name: "Choose an image" }).click();
    const library = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "Images" }) });
    // Decap's Upload is a label over a hidden file input, which takes the file directly.
    await library.locator("input[type=file]").setInputFiles({ name: "interim-measures.svg", mimeType: "image/svg+xml", buffer: THUMBNAIL });
    // Decap selects a picture it has just uploaded; a click on it would unselect it.
    const chooseSelected = library.getByRole("button", { name: "Choose selected" });
    if (await chooseSelected.isDisabled()) await library.getByText("interim-measures.svg", { exact: true }).click();
    await chooseSelected.click();
    await expect(library).toBeHidden();
    await choose("Topics (one to three)", "Arbitration");
    await choose("Tags (one to six)", "arbitration");
    await page.getByRole("textbox", { name: /^PDF file name/ }).fill("interim-measures-by-an-arbitral-tribunal.pdf");
    await addKeyPoints(page, (p) => p.getByRole("textbox", { name: /key point/i }));
    await page.locator("[contenteditable=true]").first().click();
    await page.keyboard.insertText("Section 17 of the Arbitration and Conciliation Act, 1996 lets the tribunal order interim measures.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    // The check runs in the editor's save, after Sveltia's own steps: give it the time a busy machine takes.
    await expect
      .poll(() => dialogs.join("\n"), { timeout: 30_000 })
      .toContain(
        'lawAsAt: expected a date on or before the publication date 2026-11-24; a later review goes in reviewed; found "2026-12-01"',
      );
    await page.getByRole("textbox", { name: /^Law stated as at/ }).fill("2026-11-24");
    await publish(ARTICLE, "author: Devika Malhotra");

    // A member's bar admission.
    await page.getByRole("link", { name: /Writing in Articles collection/ }).click();
    await page.getByRole("link", { name: "Team", exact: true }).click();
    await page.getByRole("link", { name: /2\. Arjun Mehra/ }).click();
    await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Arjun Mehra");
    await page.getByRole("textbox", { name: "Bar admission" }).fill("Bar Council of Delhi, 2012 (edited in the browser)");
    await publish("content/team/02-arjun-mehra.mdx", "(edited in the browser)");

    // An event section's caption.
    await page.getByRole("link", { name: /Writing in Team collection/ }).click();
    await page.getByRole("link", { name: "Events", exact: true }).click();
    await page.getByRole("link", { name: /Events and their photos/ }).click();
    const caption = page.getByRole("textbox", { name: "Caption", exact: true }).first();
    // Decap shows a list's items folded: the first button of an item's bar unfolds it.
    if (!(await caption.isVisible()))
      await page
        .getByText("IP Rights Awareness Programme, Mohali", { exact: true })
        .first()
        .locator("xpath=..")
        .getByRole("button")
        .first()
        .click();
    await caption.fill("IP Rights Awareness Programme, Mohali (2023)");
    await publish("content/events.yaml", "Mohali (2023)");

    checkWritten(await readDecapRepo(page), testInfo);
  });
});
