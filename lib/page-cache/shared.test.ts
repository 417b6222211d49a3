import { describe, expect, it } from "vitest";
import { asSharedReply, asSharedRequest, SharedPages, type SharedReply } from "./shared";

const page = (text: string) => ({ headers: [["content-type", "text/html"]] as [string, string][], body: Buffer.from(text) });

function harness() {
  const shared = new SharedPages(1024 * 1024);
  const replies: [number, SharedReply][] = [];
  const reply = (worker: number, message: SharedReply) => replies.push([worker, message]);
  return { shared, replies, reply };
}

describe("the pages a server's workers share", () => {
  it("has the first asker render, the others wait for that render, and later askers find it", () => {
    const { shared, replies, reply } = harness();
    shared.handle(1, { t: "page-get", id: 1, key: "v1 /" }, reply);
    shared.handle(2, { t: "page-get", id: 7, key: "v1 /" }, reply);
    expect(replies).toEqual([[1, { t: "page-render", id: 1 }]]);
    shared.handle(1, { t: "page-put", key: "v1 /", page: page("index") }, reply);
    expect(replies[1]).toEqual([2, { t: "page-found", id: 7, page: page("index") }]);
    shared.handle(2, { t: "page-get", id: 8, key: "v1 /" }, reply);
    expect(replies[2]).toEqual([2, { t: "page-found", id: 8, page: page("index") }]);
    // Another stamp of the areas read is another key: never answered with the older page.
    shared.handle(2, { t: "page-get", id: 9, key: "v2 /" }, reply);
    expect(replies[3]).toEqual([2, { t: "page-render", id: 9 }]);
  });

  it("tells the waiting workers to render for themselves when a render ends without a page, or its worker stops", () => {
    const { shared, replies, reply } = harness();
    shared.handle(1, { t: "page-get", id: 1, key: "k" }, reply);
    shared.handle(2, { t: "page-get", id: 2, key: "k" }, reply);
    shared.handle(1, { t: "page-abandon", key: "k" }, reply);
    expect(replies.slice(1)).toEqual([[2, { t: "page-render", id: 2 }]]);
    shared.handle(2, { t: "page-get", id: 3, key: "j" }, reply);
    shared.handle(3, { t: "page-get", id: 4, key: "j" }, reply);
    shared.handle(1, { t: "page-get", id: 5, key: "j" }, reply);
    shared.forget(2, reply);
    expect(replies.slice(3)).toEqual([
      [3, { t: "page-render", id: 4 }],
      [1, { t: "page-render", id: 5 }],
    ]);
    expect(shared.size).toBe(0);
  });

  it("reads only its own messages off the channel, and takes a page's bytes as they arrive (a plain Uint8Array)", () => {
    expect(asSharedRequest({ cmd: "NODE_CLUSTER", act: "online" })).toBeNull();
    expect(asSharedRequest({ t: "page-get", key: "k" })).toBeNull();
    const bytes = new Uint8Array([104, 105]);
    const request = asSharedRequest({ t: "page-put", key: "k", page: { headers: [], body: bytes } });
    expect(request).toMatchObject({ t: "page-put", key: "k" });
    expect(request?.t === "page-put" && request.page && Buffer.isBuffer(request.page.body) && request.page.body.toString()).toBe("hi");
    expect(asSharedRequest({ t: "page-put", key: "k", page: { headers: [], body: "not bytes" } })).toEqual({ t: "page-put", key: "k", page: null });
    // And a worker reads the primary's answers the same way: a page that did not arrive whole is rendered instead.
    expect(asSharedReply({ cmd: "NODE_CLUSTER" })).toBeNull();
    expect(asSharedReply({ t: "page-found", id: 3, page: { headers: [], body: bytes } })).toMatchObject({ t: "page-found", id: 3 });
    expect(asSharedReply({ t: "page-found", id: 4, page: { headers: [] } })).toEqual({ t: "page-render", id: 4 });
    expect(asSharedReply({ t: "page-render", id: 5 })).toEqual({ t: "page-render", id: 5 });
  });
});
