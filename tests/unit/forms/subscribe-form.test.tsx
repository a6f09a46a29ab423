// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SubscribeForm } from "~/components/SubscribeForm/SubscribeForm";

function show(url = "/about") {
  const Stub = createRoutesStub([{ path: "/about", Component: SubscribeForm }]);
  return render(<Stub initialEntries={[url]} />);
}

afterEach(cleanup);

describe("the subscribe box", () => {
  it("keeps the SPEC's placeholder and button text, and a label", () => {
    show();
    const input = screen.getByLabelText("Email address") as HTMLInputElement;
    expect(input.placeholder).toBe("Enter Email..");
    expect(screen.getByRole("button").textContent).toBe("SUBSCRIBE");
    expect(input.form!.getAttribute("action")).toBe("/subscribe");
    expect((input.form!.elements.namedItem("return_to") as HTMLInputElement).value).toBe("/about");
  });

  it("shows the subscribe page's answer (no scripts), with the typed address kept", () => {
    const Answered = () => (
      <SubscribeForm id="subscribe-page" answered={{ status: "invalid", typed: "zoe@", returnTo: "/blog" }} />
    );
    const Stub = createRoutesStub([{ path: "/subscribe", Component: Answered }]);
    render(<Stub initialEntries={["/subscribe"]} />);
    const input = screen.getByLabelText("Email address") as HTMLInputElement;
    expect(input.value).toBe("zoe@");
    expect(input.id).toBe("subscribe-page-email");
    expect((input.form!.elements.namedItem("return_to") as HTMLInputElement).value).toBe("/blog");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe(
      "Error: Enter an email address in the right format, like name@example.com",
    );
  });

  it("never takes an address from the URL", () => {
    show("/about?subscribe=invalid&subscribe_email=zoe%40");
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
  });

  it("shows the same thanks whether or not the address was already there", () => {
    show("/about?subscribe=subscribed");
    expect(screen.getByRole("status").textContent).toBe(
      "Thanks. Check your inbox: we've sent you an email with a link to confirm your subscription.",
    );
    expect(screen.getByLabelText("Email address").getAttribute("aria-invalid")).toBeNull();
  });

  it("ignores codes it does not know, so nothing from the URL is shown as text", () => {
    show("/about?subscribe=<b>hacked</b>");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("checks the address in the browser before sending", () => {
    show();
    fireEvent.submit(screen.getByRole("button").closest("form")!);
    expect(screen.getByRole("status").textContent).toBe("Error: Enter your email address");
  });
});
