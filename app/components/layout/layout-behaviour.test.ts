// @vitest-environment jsdom
import { fireEvent, getByRole } from "@testing-library/dom";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installDialog } from "~/browser/test-support/dom";
import { LAYOUT_OPTIONS, startLayout } from "./layout-behaviour";

installDialog();
// Once per document: its listeners are on the document (app/browser/site.ts starts it once per page).
beforeAll(() => startLayout());
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<header data-site-header=""><nav><ul>
    <li data-dropdown=""><button type="button" aria-expanded="false">Services</button><ul hidden><li><a href="/services/a">A</a></li></ul></li>
    <li data-dropdown=""><button type="button" aria-expanded="false">Calculators</button><ul hidden><li><a href="/calculator/b">B</a></li></ul></li>
  </ul></nav></header>
  <dialog id="menu" data-close-on-link=""><a href="#team">Team</a></dialog>`;
});

const item = (name: string) => getByRole(document.body, "button", { name }).closest("li")!;
const isOpen = (name: string) => getByRole(document.body, "button", { name }).getAttribute("aria-expanded") === "true";
const hover = (name: string) => fireEvent.pointerOver(item(name), { pointerType: "mouse" });
const leave = (name: string) => fireEvent.pointerOut(item(name), { pointerType: "mouse" });

describe("the layout's behaviour", () => {
  it("has the spec's menu timings", () => {
    expect(LAYOUT_OPTIONS).toEqual({ blurFromPx: 10, openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 });
  });

  it("opens a dropdown after a hover of 200 ms and closes it 150 ms after the pointer leaves", () => {
    hover("Services");
    vi.advanceTimersByTime(199);
    expect(isOpen("Services")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen("Services")).toBe(true);
    expect(item("Services").querySelector("ul")?.hidden).toBe(false);
    leave("Services");
    vi.advanceTimersByTime(149);
    expect(isOpen("Services")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen("Services")).toBe(false);
  });

  it("for 300 ms after one closes, opens the next at once; after that, waits again", () => {
    hover("Services");
    vi.advanceTimersByTime(200);
    leave("Services");
    vi.advanceTimersByTime(150);
    hover("Calculators");
    expect(isOpen("Calculators")).toBe(true);
    leave("Calculators");
    vi.advanceTimersByTime(150 + 300);
    hover("Services");
    expect(isOpen("Services")).toBe(false);
    vi.advanceTimersByTime(200);
    expect(isOpen("Services")).toBe(true);
  });

  it("ignores a touch's pointer, and toggles by click, one list at a time", () => {
    fireEvent.pointerOver(item("Services"), { pointerType: "touch" });
    vi.advanceTimersByTime(1000);
    expect(isOpen("Services")).toBe(false);
    fireEvent.click(getByRole(document.body, "button", { name: "Services" }));
    expect(isOpen("Services")).toBe(true);
    fireEvent.click(getByRole(document.body, "button", { name: "Calculators" }));
    expect(isOpen("Services")).toBe(false);
    expect(isOpen("Calculators")).toBe(true);
    fireEvent.click(getByRole(document.body, "button", { name: "Calculators" }));
    expect(isOpen("Calculators")).toBe(false);
  });

  it("closes an open list on Escape and gives focus back to its button", () => {
    const button = getByRole(document.body, "button", { name: "Services" });
    fireEvent.click(button);
    const link = item("Services").querySelector("a")!;
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(isOpen("Services")).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it("closes the side menu when one of its links is followed", () => {
    const menu = document.getElementById("menu") as HTMLDialogElement;
    menu.showModal();
    fireEvent.click(menu.querySelector("a")!);
    expect(menu.open).toBe(false);
  });

  it("marks the header scrolled from 10 px of scroll", () => {
    const header = document.querySelector<HTMLElement>("[data-site-header]")!;
    Object.defineProperty(window, "scrollY", { value: 9, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe("false");
    Object.defineProperty(window, "scrollY", { value: 10, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe("true");
  });
});
