import { ContentCheckBanner } from "./content-check-banner";
import { EDITOR_BAR_LAYER } from "./find-by-name";

/**
 * What the live editor (GitHub mode) says instead of the development server's content check.
 * Its server runs the site's last deployed build and never sees the build of a branch staff save
 * to: a save that breaks a rule across pages is refused by that build, which names the file and
 * field in the repository's checks, and the live site stays as it was. So the editor says so,
 * where the development editor lists the problems, instead of showing a state it cannot know.
 */
export function BuildCheckNotice() {
  return (
    <details style={notice}>
      <summary style={{ cursor: "pointer", fontWeight: 600 }}>How your changes are checked</summary>
      <p style={{ margin: "0.5rem 0 0" }}>
        Each field is checked as you type, and Save refuses a field that breaks its rule: a name, address,
        title, description or paragraph another page has, a city page&apos;s text mostly another city&apos;s,
        a page in a menu dropdown that belongs under another item of the bar, a post whose words give a dated
        rule with no source, a rule of law outside a page&apos;s statements, a statement whose source is
        another state&apos;s, a terms page&apos;s only version moved to another page, a link to a page that
        does not exist. Save also checks the menu as a whole (the pages each dropdown must hold, a page once,
        a submenu only under a hub), the footer&apos;s quick links, the moved pages, a service area or bin
        size against the others and a city page&apos;s wording as a whole. What a delete breaks (a removed
        page&apos;s links and old address, a terms page&apos;s last version) is checked by the site&apos;s
        build after you save, in a few minutes: before you delete a page, change the links its Address names.
        This editor does not see that build: if it refuses your change, the live site stays as it was and the
        web team sees the page and field in the repository&apos;s checks. Your change is live, and Preview
        shows it, once the build has passed.
      </p>
    </details>
  );
}

const notice: React.CSSProperties = {
  position: "fixed",
  insetInlineStart: "1rem",
  bottom: "0.4rem",
  zIndex: EDITOR_BAR_LAYER,
  // Beside Find by name in the editor's bar (find-by-name.tsx), never over it.
  maxWidth: "min(32rem, calc(100vw - 12rem))",
  padding: "0.4rem 0.6rem",
  background: "#fff",
  color: "#1f2937",
  border: "1px solid #9ca3af",
  borderRadius: 6,
  font: "0.875rem/1.45 system-ui, sans-serif",
  boxShadow: "0 2px 8px rgb(0 0 0 / 0.2)",
};

/** Under the editor: the content check's problems in local mode, what checks a change in GitHub mode. */
export function ContentCheckFooter({ storage }: { storage: "local" | "github" }) {
  return storage === "local" ? <ContentCheckBanner /> : <BuildCheckNotice />;
}
