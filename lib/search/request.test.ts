import { describe, expect, it } from "vitest";
import { paramsRecord, parseSearchRequest, searchHref, searchRequestIssues, toggleFacet } from "./request";

describe("search requests", () => {
  it("read repeated facets and drop what is malformed, value by value", () => {
    const r = parseSearchRequest(
      paramsRecord(new URLSearchParams("q=%20cache%20&type=tension&type=banana&status=open&round=2&round=x&from=2026-01-01&to=soon&page=0&limit=500")),
    );
    expect(r).toMatchObject({
      q: "cache",
      types: ["tension"],
      statuses: ["open"],
      rounds: [2],
      from: "2026-01-01",
      to: null,
      page: 1,
      limit: 20,
      sort: "relevance",
    });
  });
  it("name each bad parameter for the API", () => {
    expect(searchRequestIssues({ q: 'anything at all " * NEAR', type: "tension" })).toEqual([]);
    expect(searchRequestIssues({ type: "banana", limit: "500", from: "yesterday" }).map((i) => i.split(":")[0])).toEqual(["type", "from", "limit"]);
  });
  it("write the address back, defaults left out, and toggle one facet value", () => {
    const r = parseSearchRequest({ q: "cache", type: "tension" });
    expect(searchHref(r)).toBe("/search?q=cache&type=tension");
    expect(searchHref(toggleFacet(r, "types", "tension"))).toBe("/search?q=cache");
    expect(searchHref(toggleFacet({ ...r, page: 3 }, "agents", "Muffin"))).toBe("/search?q=cache&type=tension&agent=Muffin");
    expect(parseSearchRequest(paramsRecord(new URL(`http://x${searchHref(r, { sort: "date", page: 2 })}`).searchParams))).toEqual({
      ...r,
      sort: "date",
      page: 2,
    });
  });
  it("keep several values of every facet and the grouping through the address, in order", () => {
    const r = parseSearchRequest(paramsRecord(new URLSearchParams("agent=Muffin&agent=Scone&round=0&round=2&source=a&source=b&group=dialogue&group=x")));
    expect(r).toMatchObject({ agents: ["Muffin", "Scone"], rounds: [0, 2], sources: ["a", "b"], group: "dialogue" });
    expect(searchHref(r)).toBe("/search?agent=Muffin&agent=Scone&round=0&round=2&source=a&source=b&group=dialogue");
    expect(searchHref(toggleFacet(r, "agents", "Muffin"))).toBe("/search?agent=Scone&round=0&round=2&source=a&source=b&group=dialogue");
    expect(parseSearchRequest({ group: "banana" }).group).toBeNull();
    expect(searchRequestIssues({ group: "banana" }).map((i) => i.split(":")[0])).toEqual(["group"]);
  });
  it("read document kinds and any kind's document statuses", () => {
    const r = parseSearchRequest(paramsRecord(new URLSearchParams("kind=goopspec&kind=pcpp&dstatus=blocked&dstatus=converged")));
    expect(r).toMatchObject({ kinds: ["goopspec"], dialogueStatuses: ["blocked", "converged"] });
    expect(searchHref(r)).toBe("/search?dstatus=blocked&dstatus=converged&kind=goopspec");
    expect(searchRequestIssues({ kind: "pcpp" }).map((i) => i.split(":")[0])).toEqual(["kind"]);
  });
});
