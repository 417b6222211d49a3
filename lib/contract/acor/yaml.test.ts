import { describe, expect, it } from "vitest";
import { checkYaml } from "./yaml";

describe("checkYaml", () => {
  it.each([
    ["a mapping", "database:\n  host: localhost\n  port: 5432\n  name: analytics"],
    ["a list of mappings", "- name: a\n  value: 1\n- name: b\n  value: 2"],
    ["a list at its key's column", "items:\n- a\n- b\nother: 1"],
    ["flow collections", "columns: [id, customer, total]\nmeta: {a: 1, b: [2, 3]}"],
    ["a block scalar", "notes: |\n  line one\n  key: not a key\nnext: 1"],
    ["a plain multi-line scalar", "title: a long\n  title continued"],
    ["comments and document markers", "---\n# comment\nkey: value # trailing\n..."],
    ["one scalar", "just text"],
    ["a JSON document", '{"a": 1, "b": [1, 2]}'],
    ["quoted keys and values", '"a key": \'a value\'\nurl: "http://x:80"'],
    ["a URL as a plain value", "url: http://localhost:5432/db"],
    ["the library's own YAML for a list of mappings", "items:\n  -\n    name: a\n    size: 1\n  - b\ncount: 2"],
  ])("accepts %s", (_, text) => expect(checkYaml(text)).toBe(true));

  it.each([
    ["a tab in indentation", "a:\n\tb: 1"],
    ["a key under a scalar", "rows: 12\n  errors: 3"],
    ["a dedent to no open column", "a:\n    b: 1\n  c: 2"],
    ["an unbalanced flow list", "a: [1, 2"],
    ["an unclosed quote", 'a: "open'],
    ["plain text beside a mapping", "a: 1\njust text"],
    ["a plain value holding a mapping indicator", "message: Error: file missing"],
  ])("rejects %s", (_, text) => expect(checkYaml(text)).toBe(false));
});
