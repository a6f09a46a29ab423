import type { AboutContent } from "../types";

export default {
  lead:
    "We are an Australian waste management, recycling and environmental services company that has spent {years} years helping businesses and households deal with what they throw away, properly and without fuss.",
  story: [
    "{name} started in {founded} in Dandenong South, in Melbourne's south-east, collecting bins for local factories, warehouses and shops. The idea was simple: turn up when we said we would, size bins to the job and give customers a person to talk to when something changed.",
    "As those customers grew, so did the work. Businesses asked us to take their cardboard and plastics separately, then their grease traps, waste oil and confidential paper, and we added recycling streams, liquid waste and secure destruction services to answer them.",
    "Over the years our service area grew across metropolitan Melbourne and then to Sydney and Brisbane, so businesses with sites in more than one city could use one provider. Our head office is still in Dandenong South.",
    "Today we work with small businesses, growing operations, multi-site organisations and private homes. The approach has not changed much: practical advice, reliable collections and waste sent where it can lawfully and usefully go.",
  ],
  howWeWork: [
    {
      title: "Listen first",
      text: "Every new service begins with questions about your site, your waste and what is not working with your current arrangements.",
    },
    {
      title: "Look at the waste",
      text: "Where it helps, we visit or audit your bins so our recommendations rest on what you actually produce rather than guesswork.",
    },
    {
      title: "Put it in writing",
      text: "Our proposals list each bin, stream, collection day and term clearly, so you know exactly what you are agreeing to.",
    },
    {
      title: "Keep it under review",
      text: "We check fill levels and contamination as the service runs and suggest changes when your volumes or needs shift.",
    },
  ],
  serviceAreas: [
    "Our home base is Dandenong and south-east Melbourne, where we collect from industrial estates, shopping strips, schools and homes across the region. From there we serve metropolitan Melbourne, from the CBD to the western industrial suburbs and the outer growth areas.",
    "In Sydney and Brisbane we provide commercial collections, recycling and liquid waste services for businesses across the greater metropolitan areas, including CBD offices, suburban retail and the major industrial and logistics precincts.",
    "If your site sits outside these areas, get in touch anyway and we will tell you honestly whether we can service it well.",
  ],
  values: [
    {
      title: "Do what we say",
      text: "Reliability matters more than promises, so we agree collection days we can keep and tell you early if something changes.",
    },
    {
      title: "Handle waste responsibly",
      text: "Every load should end up at a facility licensed to take it, with the paperwork to prove it where the law requires.",
    },
    {
      title: "Keep people safe",
      text: "Our drivers, your staff and the public come before speed, which is why we plan access, equipment and loading with care.",
    },
    {
      title: "Be straight with customers",
      text: "Plain invoices, clear terms and honest advice, even when that means recommending a smaller service.",
    },
  ],
  related: [
    "/your-business",
    "/services",
    "/waste-management",
    "/pages/commercial-waste-collection-dandenong",
    "/contact-us",
  ],
} satisfies AboutContent;
