import type { PrivacyContent } from "../types";

export default {
  lead: "Everyone should be able to find out what we do and get in touch with us, whatever device, browser or assistive technology they use. This statement explains how we build and test this website for that.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "The standard we work to",
      paragraphs: [
        "This website is designed to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard referred to by the Australian Human Rights Commission's guidance on accessible websites under the Disability Discrimination Act 1992.",
        "We treat an accessibility problem as a fault to fix, in the same way we would treat a broken link or a form that does not send.",
      ],
    },
    {
      heading: "What you can expect",
      paragraphs: ["When you use this site you should be able to:"],
      list: [
        "reach every link, menu, button and form field with a keyboard alone, and always see where the keyboard focus is",
        "skip straight past the menu to the main content with the first link on every page",
        "open and close the navigation menus with Enter, Space and Escape, with their state announced to screen readers",
        "read every page at 320 pixels wide, or zoomed to 400 per cent, without scrolling sideways",
        "enlarge text to 200 per cent without losing content",
        "turn off animation by setting your device to reduce motion",
        "use the contact form with clear labels, error messages next to each field and a summary of anything to fix",
        "read pages whose text and controls meet the AA contrast ratios, including our teal buttons and links",
      ],
    },
    {
      heading: "How we test",
      paragraphs: [
        "Every change to the site runs an automated accessibility check with the axe engine against every page, at a desktop width and at a phone width, with the menus open and closed. A change that introduces a failure is not published.",
        "We also test by hand: moving through pages and forms with a keyboard only, checking the reading order and headings, and listening to key pages with a screen reader. Automated tools find many problems but not all, so these manual checks matter.",
      ],
    },
    {
      heading: "Known limitations",
      paragraphs: [
        "Documents that we send you by email, such as quotes, service agreements and certificates of destruction, are produced by our business systems rather than this website and may not meet the same standard. If you need one in another format, ask us and we will provide it.",
        "Links to our social media profiles lead to sites we do not control.",
      ],
    },
    {
      heading: "Tell us about a problem",
      paragraphs: [
        "If something on this site does not work for you, please tell us. Describe the page, what you were trying to do and, if you can, the device and assistive technology you were using. Email {email} or call {phone}; we will reply within five business days and can give you the information you need in another way in the meantime.",
        "If you are not satisfied with our response, you can contact the Australian Human Rights Commission.",
      ],
    },
  ],
} satisfies PrivacyContent;
