// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContactForm } from "~/components/ContactForm/ContactForm";
import type { EnquiryFailure } from "~/forms/enquiry";
import type { ServiceGroup } from "~/forms/services";
import { site } from "~/site/site";

const services: ServiceGroup[] = [
  { label: "Waste services", choices: [{ value: "wheelie-bins", label: "Wheelie bins" }] },
  { label: "Waste we manage", choices: [{ value: "grease-trap-pump-outs", label: "Grease trap pump-outs" }] },
];

function show(url = "/contact-us", result?: EnquiryFailure) {
  const Stub = createRoutesStub([
    {
      path: "/contact-us",
      Component: () => <ContactForm services={services} result={result} />,
      action: () => null,
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

afterEach(cleanup);

describe("the contact form", () => {
  it("labels every field and groups the audience radios under a legend", () => {
    show();
    for (const label of [
      "Your name",
      "Email address",
      "Phone number",
      "Business name (optional)",
      "Postcode",
      "Service or waste stream",
      "Your message",
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const group = screen.getByRole("group", { name: "Who is it for?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(4);
    expect(screen.getByLabelText(/I have read the collection notice/)).toBeTruthy();
    // The notice names everyone the details usually go to (APP 5.2), the recipients the privacy
    // policy names: staff's mail, the enquiry system, and where a service follows the trades doing it,
    // payment, debt collection and the regulators' waste tracking; and who collects, with a way to reach them.
    const notice = document.getElementById("enquiry-privacy-notice")!.textContent!;
    for (const recipient of [
      /staff who answer, by email/,
      /system we use to manage enquiries/,
      /carriers, facilities and trades/,
      /payment processors/,
      /debt collector/,
      /facility receiving it and the state's environment regulator/,
    ])
      expect(notice).toMatch(recipient);
    expect(notice).toContain(site.legalName);
    expect(notice).toContain(site.phone.display);
    expect(notice).toMatch(/quote/);
    expect(notice).not.toMatch(/only to reply/);
    expect(screen.getByRole("link", { name: /privacy policy/ }).getAttribute("href")).toBe("/privacy-policy");
    expect((screen.getByLabelText("Email address") as HTMLInputElement).autocomplete).toBe("email");
  });

  it("groups the service choices and preselects the one in ?service=", () => {
    show("/contact-us?service=grease-trap-pump-outs");
    const select = screen.getByLabelText("Service or waste stream") as HTMLSelectElement;
    expect(select.value).toBe("grease-trap-pump-outs");
    expect(Array.from(select.querySelectorAll("optgroup")).map((group) => group.label)).toEqual([
      "Waste services",
      "Waste we manage",
    ]);
  });

  it("ignores a ?service= that is not a choice", () => {
    show("/contact-us?service=<script>");
    expect((screen.getByLabelText("Service or waste stream") as HTMLSelectElement).value).toBe("");
  });

  it("checks in the browser: a focused summary linking to each field, and errors by the fields", async () => {
    show();
    // The rules load when the visitor first focuses the form.
    fireEvent.focus(screen.getByLabelText("Email address"));
    await act(async () => {
      await import("~/forms/enquiry");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "zoe@" } });
    fireEvent.submit(screen.getByRole("button", { name: "Send enquiry" }).closest("form")!);
    const summary = await screen.findByRole("alert");
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#enquiry-name",
      "#enquiry-email",
      "#enquiry-phone",
      "#enquiry-postcode",
      "#enquiry-audience-small-business",
      "#enquiry-service",
      "#enquiry-message",
      "#enquiry-privacy",
    ]);
    const email = screen.getByLabelText("Email address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Error: Enter an email address in the right format, like name@example.com",
    );
    expect((email as HTMLInputElement).value).toBe("zoe@");
  });

  it("shows the server's answer: errors, a message for the whole form, and the input kept", () => {
    show("/contact-us", {
      errors: { phone: "Enter an Australian phone number, like 0412 345 678 or 03 9123 4567" },
      formError: undefined,
      values: {
        name: "李小龍",
        phone: "12345",
        audience: "private-home",
        service: "wheelie-bins",
        privacy: "on",
        message: "Hello there",
      },
    });
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("李小龍");
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect((screen.getByLabelText("Private home") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Service or waste stream") as HTMLSelectElement).value).toBe(
      "wheelie-bins",
    );
    expect((screen.getByLabelText(/I have read the collection notice/) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(screen.getByRole("alert")).getByRole("link").textContent).toMatch(
      /Australian phone number/,
    );
  });

  it("shows a refusal of the whole form without field links", () => {
    show("/contact-us", {
      errors: {},
      formError: "You've sent several enquiries in a short time.",
      values: { name: "Zoë" },
    });
    const summary = screen.getByRole("alert");
    expect(summary.textContent).toContain("Your enquiry was not sent");
    expect(summary.textContent).toContain("You've sent several enquiries");
    expect(within(summary).queryAllByRole("link")).toHaveLength(0);
  });

  it("hides the honeypot from people and assistive technology", () => {
    const { container } = show();
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap.getAttribute("tabindex")).toBe("-1");
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
