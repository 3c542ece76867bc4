import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContentTree, placeholdersLeft } from "../../app/lib/content/content-tree.server";
import { fileSlug, nextId, todayInIndia, writeNewArticle, writeNewMember } from "./new-content";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function copyOfContent(): string {
  const root = mkdtempSync(join(tmpdir(), "new-content-"));
  roots.push(root);
  cpSync("content", join(root, "content"), { recursive: true });
  return join(root, "content");
}

describe("new:article and new:member scaffolds", () => {
  it("write valid files with the next id, today's date and REPLACE where the firm must write", () => {
    const dir = copyOfContent();
    const before = loadContentTree(dir);
    const articleId = Math.max(...before.articles.map((a) => a.data.id)) + 1;
    const memberId = Math.max(...before.team.map((m) => m.data.id)) + 1;

    const article = writeNewArticle(dir, "Interim Measures: Section 17 in Practice", "2026-11-24");
    const member = writeNewMember(dir, "Naina Kapoor");
    expect(article).toMatchObject({ id: articleId, slug: "interim-measures-section-17-in-practice" });
    expect(article.file).toMatch(new RegExp(`/articles/${articleId}-interim-measures-section-17-in-practice\\.mdx$`));
    expect(member).toMatchObject({ id: memberId, slug: "naina-kapoor" });
    expect(existsSync(article.image) && existsSync(member.image)).toBe(true);

    const tree = loadContentTree(dir);
    const written = tree.articles.find((a) => a.data.id === articleId)!.data;
    expect(written).toMatchObject({
      title: "Interim Measures: Section 17 in Practice",
      date: "2026-11-24",
      lawAsAt: "2026-11-24",
      updates: [],
    });
    expect(tree.team.map((m) => m.data.name)).toContain(written.author);
    expect(tree.team.find((m) => m.data.id === memberId)?.data).toMatchObject({
      name: "Naina Kapoor",
      designation: "Advocate",
      image: "naina-kapoor",
    });

    const left = placeholdersLeft(tree);
    expect(left).toHaveLength(2);
    expect(left).toContainEqual(
      expect.stringMatching(
        /articles\/\d+-interim-measures-section-17-in-practice\.mdx: excerpt, keyPoints, the text below the frontmatter still say REPLACE/,
      ),
    );
    expect(left).toContainEqual(
      expect.stringMatching(
        /team\/\d+-naina-kapoor\.mdx: email, education, barAdmission, the text below the frontmatter still say REPLACE/,
      ),
    );
  });

  it("number a second scaffold after the first and keep a picture the firm already put in", () => {
    const dir = copyOfContent();
    const first = writeNewArticle(dir, "Same Title", "2026-11-24");
    writeFileSync(first.image, "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const second = writeNewArticle(dir, "Same Title", "2026-11-25");
    expect(second.id).toBe(first.id + 1);
    expect(nextId(join(dir, "articles"))).toBe(second.id + 1);
    expect(readFileSync(first.image, "utf8")).toBe("<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(fileSlug("Ré-Évaluation: Section 34 & You!")).toBe("re-evaluation-section-34-you");
  });

  it("run from npm with CONTENT_DIR and print the next steps", () => {
    const dir = copyOfContent();
    const run = (script: string, arg: string) =>
      spawnSync(process.execPath, [script, arg], { encoding: "utf8", env: { ...process.env, CONTENT_DIR: dir } });
    const article = run("scripts/new-article.ts", "Appeals under Section 37");
    expect(article.status, article.stderr).toBe(0);
    expect(article.stdout).toMatch(/Wrote .*articles\/\d+-appeals-under-section-37\.mdx/);
    expect(article.stdout).toMatch(/npm run build && npm run pdfs -- \d+/);
    const member = run("scripts/new-member.ts", "Kabir Anand");
    expect(member.status, member.stderr).toBe(0);
    expect(member.stdout).toMatch(/content\/images\/team\/ as kabir-anand\.jpg/);
    expect(() => loadContentTree(dir)).not.toThrow();

    const missing = spawnSync(process.execPath, ["scripts/new-article.ts"], {
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: dir },
    });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/Give the title/);
  });

  it("dates the scaffold in Indian time", () => {
    expect(todayInIndia(new Date("2026-11-24T20:00:00Z"))).toBe("2026-11-25");
    expect(todayInIndia(new Date("2026-11-24T10:00:00Z"))).toBe("2026-11-24");
  });
});
