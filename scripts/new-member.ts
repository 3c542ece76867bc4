/**
 * `npm run new:member -- "Name"`: writes the next team member with every field filled with a valid
 * value or a REPLACE placeholder, and a stand-in portrait, then says what to do next.
 */
import { configuredContentDir } from "../app/lib/content/content-folder.server.ts";
import { shown, writeNewMember } from "./lib/new-content.ts";

const name = process.argv.slice(2).join(" ").trim();
if (!name) {
  console.error('Give the name: npm run new:member -- "Naina Kapoor"');
  process.exit(1);
}
const { file, image, id, slug } = writeNewMember(configuredContentDir(), name);
console.log(`Wrote ${shown(file)} (member ${id}) and a stand-in portrait ${shown(image)}.

Next:
  1. Fill in ${shown(file)}: the e-mail address, education, Bar Council and year, associations, the
     LinkedIn address (or leave ""), and the overview paragraphs below the frontmatter.
  2. Put the photograph in content/images/team/ as ${slug}.jpg (or .png, .webp), at least 600 x 750
     pixels (portrait, 4:5; the build crops to that), and delete the stand-in ${slug}.svg.
  3. Check everything: npm run test:unit  (it names any field still saying REPLACE).
  4. npm run build. The page will be /team/${id}; the member's vCard is /vcards/${slug}.vcf.
  5. The sample-content test counts the sample firm's members: update or delete
     app/lib/content/sample-content.test.ts once the firm's own content replaces the sample.`);
