/**
 * `npm run new:article -- "Title"`: writes the next article with today's date, every field filled
 * with a valid value or a REPLACE placeholder, and a stand-in thumbnail, then says what to do next.
 */
import { configuredContentDir } from "../app/lib/content/content-folder.server.ts";
import { shown, writeNewArticle } from "./lib/new-content.ts";

const title = process.argv.slice(2).join(" ").trim();
if (!title) {
  console.error('Give the title: npm run new:article -- "Interim Measures under Section 17"');
  process.exit(1);
}
const { file, image, id, slug } = writeNewArticle(configuredContentDir(), title);
console.log(`Wrote ${shown(file)} (article ${id}) and a stand-in picture ${shown(image)}.

Next:
  1. Write the article in ${shown(file)}: replace every REPLACE, check the author, the topics
     (content/topics.yaml) and the tags (content/tags.yaml; add a new tag there), and the excerpt.
  2. Put the real picture in content/images/articles/ as ${slug}.jpg (or .png, .webp, .svg), at least
     1200 x 675 pixels, and delete ${slug}.svg if you replaced it with another format.
  3. Check everything: npm run test:unit  (it names any field still saying REPLACE).
  4. Build and print the PDF (needs Chromium): npm run build && npm run pdfs -- ${id}
  5. The sample-content test counts the sample firm's articles: update or delete
     app/lib/content/sample-content.test.ts once the firm's own content replaces the sample.
  The page will be /publications/${id}.`);
