/**
 * Loaded by /admin/ only, after the editor's own script (Sveltia CMS, or Decap CMS with the same
 * configuration): the Note box for article bodies, and a check before every save that runs the
 * build's schemas on the entry and refuses a save the build would refuse, with the build's message.
 */
import { checkSave } from "./entry-rules";
import { noteComponent } from "./note-component";

/** The few Immutable.js Map methods both editors' event payloads have. */
type ImmutableMap = {
  get(key: string): unknown;
  toJS(): Record<string, unknown>;
  clear(): ImmutableMap;
  merge(value: object): ImmutableMap;
};
type EditorGlobal = {
  registerEditorComponent(component: typeof noteComponent): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableMap }) => unknown }): void;
};

const cms = (window as unknown as { CMS?: EditorGlobal }).CMS;
if (!cms) throw new Error("The editor's script did not load before its hooks.");

cms.registerEditorComponent(noteComponent);
cms.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const data = entry.get("data") as ImmutableMap;
    const { data: cleaned, problems } = checkSave(
      {
        path: entry.get("path") as string | undefined,
        collection: entry.get("collection") as string | undefined,
        slug: entry.get("slug") as string | undefined,
      },
      data.toJS(),
    );
    if (problems.length > 0) {
      const message = `The build would refuse this file:\n${problems.join("\n")}`;
      // Shown in a dialog as well as the editor's own error: both editors shorten or hide a thrown message.
      window.alert(message);
      throw new Error(message);
    }
    return data.clear().merge(cleaned);
  },
});
