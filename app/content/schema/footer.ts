import { type BasicFormField, fields, singleton } from "@keystatic/core";
import { footerLimits, foundedToken, missingQuickLinks, quickLinkMissing } from "../footer-limits";
import { placeholderMessage, writtenText } from "../limits";
import { limitedText } from "./fields";
import { saveWalk } from "./save-walk";

/** Pickers among the site's pages, as the other page pickers make them. */
interface FooterPickers {
  /** Any page, and the blog list's first page. */
  quickLink: (label: string) => BasicFormField<string>;
  /** A city page. */
  area: (label: string) => BasicFormField<string>;
}

const text = (label: string, description: string, max: number, multiline = false) =>
  limitedText(label, description, { max }, multiline);

const heading = (label: string, description: string) => text(label, description, footerLimits.headingMax);

const linkLabel = (description: string) =>
  limitedText("Label", description, { min: footerLimits.labelMin, max: footerLimits.labelMax });

/** The founding-year line: its own rules, and {founded} in it (the site's specification states the year). */
const statesFounded = new RegExp(
  `^(?=[\\s\\S]*${foundedToken.replace(/[{}]/g, "\\$&")})${writtenText.source.slice(1)}`,
);

/**
 * The footer under every page, as the editor shows it: the subscribe box's words, the company in
 * brief, the column headings, the quick links (pages chosen from the site's pages, never typed
 * addresses) and the area links (city pages, each shown by the name of the register's place it is
 * about; a page about no such place is left out). The services column is the SERVICES menu's first level, and the contact details
 * and social links are the company's facts (Company → Company details), so neither is here. The
 * rule across the quick links (the blog and terms pages among them) is the build's
 * (app/content/footer.ts), which the Save applies too, to the links as staff have them
 * (save-walk.tsx), against `pages` (the site's pages, each with its type).
 */
export function footerSingleton(
  pick: FooterPickers,
  pages: readonly { path: string; type: string; name: string }[] = [],
) {
  const walk = saveWalk<string>("footerLinks", (linked) =>
    missingQuickLinks(linked, pages).map((page) => ({
      where: ["Quick links"],
      message: quickLinkMissing(page),
      list: "Quick links",
    })),
  );
  const linkPage = walk.noting(pick.quickLink("Page"), (value) =>
    typeof value === "string" ? value : undefined,
  );
  return singleton({
    label: "Footer",
    path: "content/footer",
    format: { data: "yaml" },
    schema: {
      footerSaveStarts: walk.start,
      subscribeHeading: text("Subscribe heading", "Above the email box.", footerLimits.headingMax * 2),
      subscribeText: text("Subscribe text", "What a subscriber receives.", footerLimits.sentenceMax, true),
      lastIssueLink: text(
        "Link to last month's e-mail",
        "After the subscribe text: the link to the newest monthly e-mail sent.",
        footerLimits.labelMax,
      ),
      updatesLink: text(
        "Link to the sent e-mails",
        "After the subscribe text: the link to the archive of monthly e-mails already sent.",
        footerLimits.labelMax,
      ),
      founded: fields.text({
        label: "Founding year line",
        description: `Under the logo; must hold ${foundedToken}, which becomes the year the company was founded.`,
        validation: {
          length: { min: 1, max: footerLimits.labelMax },
          pattern: { regex: statesFounded, message: `Must hold ${foundedToken}; ${placeholderMessage}` },
        },
      }),
      blurb: text(
        "Company in brief",
        "Beside the logo. {name} becomes the company's name, {serviceArea} the area its register says it serves.",
        footerLimits.sentenceMax,
        true,
      ),
      quickLinksHeading: heading(
        "Quick links heading",
        "Above the quick links; also their name for screen readers.",
      ),
      quickLinks: fields.array(
        fields.object({
          label: linkLabel("The link's words."),
          page: linkPage,
        }),
        {
          label: "Quick links",
          description:
            "In the order shown. The blog's first page and every terms page (fees and charges, service agreement) stay.",
          validation: { length: { min: 1 } },
          itemLabel: (props) => props.fields.label.value || "(new link)",
        },
      ),
      notFoundLinks: fields.array(
        fields.object({ label: linkLabel("The link's words."), page: pick.quickLink("Page") }),
        {
          label: "Links on the page-not-found (404) page",
          description: "The pages people look for most, in the order shown.",
          validation: { length: { min: 1, max: 8 } },
          itemLabel: (props) => props.fields.label.value || "(new link)",
        },
      ),
      servicesHeading: heading(
        "Services heading",
        "Above the services column, which lists the SERVICES menu's first level (Company → Menu).",
      ),
      contactHeading: heading(
        "Contact heading",
        "Above the address, phone and email (Company → Company details).",
      ),
      enquiryLink: linkLabel("The words of the link to the contact page, under the email address."),
      areasHeading: heading("Areas heading", "Above the links to city pages."),
      areas: fields.array(pick.area("City page"), {
        label: "Areas we serve",
        description:
          "City pages, in the order shown; each shows as the place the register serves that its name holds, such as Melbourne. A page about a place the register does not serve (Register of what we hold: cities served and service area) is left out of the footer.",
        itemLabel: (props) => props.value || "(new area)",
      }),
      footerSaveEnds: walk.end,
    },
  });
}
