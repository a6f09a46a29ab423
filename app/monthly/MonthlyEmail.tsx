import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { fullAddress, site } from "../site/site";
import { absoluteUrl } from "../site/site-url";
import { monthName, updatePath } from "../content/monthly-limits";
import type { MonthlyIssue } from "../content/monthly-issues.server";

/**
 * The brand's colours, written inline where mail clients need them. The teal is dark enough to
 * read on white (5.5:1) and the header is the company's name in text, not an image, so a client
 * that turns the message dark (inverting light backgrounds) leaves a readable name and links.
 */
const TEAL = "#0f766e";
const TEAL_DARK = "#134e4a";
const INK = "#1a2b2a";
const SOFT = "#4b5b5a";
const font = "Inter, Arial, Helvetica, sans-serif";

const text = { color: INK, fontSize: "16px", lineHeight: "24px", fontFamily: font, margin: "0 0 16px" };
const small = { ...text, color: SOFT, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" };

export interface MonthlyEmailProps {
  issue: MonthlyIssue;
  /** The subscriber's own unsubscribe page (the same address for every one in a test copy). */
  unsubscribeUrl: string;
}

/** The monthly e-mail: the same component renders the message, its text part and the archive's preview. */
export function MonthlyEmail({ issue, unsubscribeUrl }: MonthlyEmailProps) {
  return (
    <Html lang="en-AU">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{issue.preview}</Preview>
      <Body style={{ backgroundColor: "#f4f7f6", margin: 0, padding: "16px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "600px", padding: "24px" }}>
          <Text style={{ ...text, color: TEAL_DARK, fontSize: "20px", fontWeight: 700, margin: "0 0 4px" }}>
            {site.name}
          </Text>
          <Text style={{ ...small, margin: "0 0 24px" }}>Monthly e-mail, {monthName(issue.month)}</Text>
          <Heading as="h1" style={{ ...text, fontSize: "24px", lineHeight: "32px", fontWeight: 700 }}>
            {issue.subject}
          </Heading>
          <Text style={text}>{issue.introduction}</Text>
          {issue.items.map((item, index) => (
            <Section
              key={index}
              style={{ borderTop: `4px solid ${TEAL}`, padding: "16px 0 0", margin: "8px 0 16px" }}
            >
              {item.kind === "link" ? (
                <>
                  <Heading as="h2" style={{ ...text, fontSize: "18px", fontWeight: 700, margin: "0 0 8px" }}>
                    <Link href={absoluteUrl(item.path)} style={{ color: TEAL, textDecoration: "underline" }}>
                      {item.title}
                    </Link>
                  </Heading>
                  <Text style={text}>{item.why}</Text>
                </>
              ) : (
                <>
                  <Heading as="h2" style={{ ...text, fontSize: "18px", fontWeight: 700, margin: "0 0 8px" }}>
                    {item.heading}
                  </Heading>
                  <Text style={text}>{item.text}</Text>
                </>
              )}
            </Section>
          ))}
          <Hr style={{ borderColor: "#d5dedd", margin: "24px 0 16px" }} />
          <Text style={small}>
            You get this e-mail because you subscribed on our website and confirmed your address.{" "}
            <Link href={unsubscribeUrl} style={{ color: TEAL, textDecoration: "underline" }}>
              Unsubscribe
            </Link>{" "}
            (one click, no login) or{" "}
            <Link
              href={absoluteUrl(updatePath(issue.month))}
              style={{ color: TEAL, textDecoration: "underline" }}
            >
              read it on our website
            </Link>
            .
          </Text>
          <Text style={small}>
            {site.legalName}
            {site.abn ? `, ABN ${site.abn}` : ""}, {fullAddress}. Phone{" "}
            {/* On one line: a phone's narrow screen would break the number at a space. */}
            <span style={{ whiteSpace: "nowrap" }}>{site.phone.display}</span>, e-mail{" "}
            <Link href={`mailto:${site.email}`} style={{ color: TEAL }}>
              {site.email}
            </Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
