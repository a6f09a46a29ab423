// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LaunchCheckNotice } from "~/keystatic/launch-check-notice";
import { siteLaunchFictions } from "~/content/launch-facts.server";

afterEach(cleanup);

const show = (path: string, fictions = siteLaunchFictions(), published = false) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LaunchCheckNotice fictions={fictions} published={published} />
    </MemoryRouter>,
  );

describe("the launch check on the editor's dashboard", () => {
  it("lists each fact the launch check finds on the shipped content, on the dashboard", () => {
    const fictions = siteLaunchFictions();
    expect(fictions.length).toBeGreaterThan(0);
    show("/keystatic", fictions);
    expect(screen.getByText(new RegExp(`${fictions.length} facts? still to supply`))).toBeTruthy();
    for (const fiction of fictions)
      expect(screen.getByText(`${fiction.where}: ${fiction.message}`)).toBeTruthy();
  });

  it("says when none remain, and stays off an entry's screen", () => {
    show("/keystatic", []);
    expect(screen.getByText(/every fact is the company's/)).toBeTruthy();
    cleanup();
    show("/keystatic/collection/services/item/wheelie-bins");
    expect(screen.queryByText(/Launch check/)).toBeNull();
  });

  it("says in the live editor that the list is the published site's, and only there", () => {
    show("/keystatic", undefined, true);
    expect(screen.getByText(/of the site as it is published now/)).toBeTruthy();
    cleanup();
    show("/keystatic");
    expect(screen.queryByText(/as it is published now/)).toBeNull();
  });
});
