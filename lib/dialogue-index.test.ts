import { describe, expect, it } from "vitest";
import {
  DEFAULT_INDEX_COLUMNS,
  DEFAULT_INDEX_QUERY,
  formatBytes,
  formatIndexColumns,
  indexHref,
  parseIndexColumns,
  parseIndexQuery,
  sortHref,
  sourceLabel,
  toggleIndexColumn,
} from "./dialogue-index";

describe("the index's URL state", () => {
  it("hides stubs by default and shows them with stubs=1, kept in every link", () => {
    expect(parseIndexQuery({}).stubs).toBe(false);
    expect(parseIndexQuery({ stubs: "1" }).stubs).toBe(true);
    expect(parseIndexQuery({ stubs: ["1", "0"] }).stubs).toBe(true);
    // Anything else is the default, and leaves the other fields alone.
    expect(parseIndexQuery({ stubs: "yes", sort: "size" })).toMatchObject({ stubs: false, sort: "size" });
    const shown = { ...DEFAULT_INDEX_QUERY, stubs: true };
    expect(indexHref(shown)).toBe("/?stubs=1");
    expect(indexHref(shown, { stubs: false })).toBe("/");
    expect(sortHref(shown, "size")).toBe("/?stubs=1&sort=size&dir=desc");
  });

  it("sorts by size, biggest first, then smallest on a second click", () => {
    const bySize = parseIndexQuery({ sort: "size", dir: "desc" });
    expect(bySize).toMatchObject({ sort: "size", dir: "desc" });
    expect(sortHref(bySize, "size")).toBe("/?sort=size&dir=asc");
  });

  it("filters by audit rules given once or several times, keeps them in links, and reads `any` as every rule", () => {
    expect(parseIndexQuery({}).audit).toEqual([]);
    expect(parseIndexQuery({ audit: "silent-agent" }).audit).toEqual(["silent-agent"]);
    const two = parseIndexQuery({ audit: ["flip-to-majority", "silent-agent", "flip-to-majority"] });
    expect(two.audit).toEqual(["flip-to-majority", "silent-agent"]);
    expect(indexHref(two, { page: 2 })).toBe("/?audit=flip-to-majority&audit=silent-agent&page=2");
    expect(sortHref(two, "findings")).toBe("/?audit=flip-to-majority&audit=silent-agent&sort=findings&dir=desc");
    expect(parseIndexQuery({ audit: ["silent-agent", "any"] }).audit).toEqual(["any"]);
    // A malformed code is dropped on its own; the rest of the filter and the other fields stay.
    expect(parseIndexQuery({ audit: ["<script>", "judge-drift"], sort: "findings" })).toMatchObject({ audit: ["judge-drift"], sort: "findings" });
    expect(parseIndexQuery({ audit: "Not A Code" }).audit).toEqual([]);
  });
});

describe("the index's columns", () => {
  it("default to the columns that matter when the cookie is absent or malformed", () => {
    expect(parseIndexColumns(undefined)).toEqual(DEFAULT_INDEX_COLUMNS);
    expect(parseIndexColumns("kind.nonsense")).toEqual(DEFAULT_INDEX_COLUMNS);
    expect(parseIndexColumns("x".repeat(500))).toEqual(DEFAULT_INDEX_COLUMNS);
    expect(DEFAULT_INDEX_COLUMNS).not.toContain("perspectives");
  });

  it("round-trip through the cookie in the table's order, and an empty choice stays empty", () => {
    expect(parseIndexColumns("size.kind")).toEqual(["kind", "size"]);
    expect(parseIndexColumns(formatIndexColumns(["warnings", "perspectives", "date"]))).toEqual(["date", "perspectives", "warnings"]);
    expect(parseIndexColumns("")).toEqual([]);
  });

  it("toggle one column and leave the others", () => {
    const shown = toggleIndexColumn(DEFAULT_INDEX_COLUMNS, "perspectives", true);
    expect(shown).toContain("perspectives");
    expect(shown.length).toBe(DEFAULT_INDEX_COLUMNS.length + 1);
    expect(toggleIndexColumn(shown, "kind", false)).not.toContain("kind");
    expect(toggleIndexColumn(["date"], "date", true)).toEqual(["date"]);
  });
});

describe("formatBytes", () => {
  it("says a size as a file manager does", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(999)).toBe("999 B");
    expect(formatBytes(1000)).toBe("1.0 kB");
    expect(formatBytes(14_249)).toBe("14.2 kB");
    expect(formatBytes(312_000)).toBe("312 kB");
    expect(formatBytes(999_960)).toBe("1.0 MB");
    expect(formatBytes(3_100_000)).toBe("3.1 MB");
  });
});

describe("sourceLabel", () => {
  it("names a path-named source by its folder and leaves other names alone", () => {
    expect(sourceLabel("/work/shared/corpus/blue")).toBe("blue");
    expect(sourceLabel("/home/dev/dialogues/")).toBe("dialogues");
    expect(sourceLabel("C:\\Users\\dev\\blue")).toBe("blue");
    expect(sourceLabel("uploads")).toBe("uploads");
    expect(sourceLabel("team/blue")).toBe("team/blue");
    expect(sourceLabel("/")).toBe("/");
  });
});
