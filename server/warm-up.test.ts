import { describe, expect, it } from "vitest";
import { closeWarmUp, openWarmUp, WARM_UP_HEADER, WARM_UP_VIEWER, warmUpViewer } from "@/lib/auth/warm-up";
import type { NodeHandler } from "./page-cache";
import { warmUp } from "./warm-up";

describe("a worker's warm-up", () => {
  it("counts as the warm-up viewer only with a token the worker has open", () => {
    expect(warmUpViewer(null)).toBeNull();
    expect(warmUpViewer("guessed")).toBeNull();
    const token = openWarmUp();
    expect(warmUpViewer(token)).toEqual(WARM_UP_VIEWER);
    expect(WARM_UP_VIEWER.role).toBe("viewer");
    closeWarmUp(token);
    expect(warmUpViewer(token)).toBeNull();
  });

  it("renders each page once as the warm-up viewer, then closes its token; a page that fails does not stop it", async () => {
    const asked: { path: string; viewer: string | null; token: string }[] = [];
    const render: NodeHandler = (request, response) => {
      const token = String(request.headers[WARM_UP_HEADER]);
      asked.push({ path: request.url ?? "", viewer: warmUpViewer(token)?.id ?? null, token });
      if (request.url === "/broken") {
        response.destroy();
        return;
      }
      response.end("ok");
    };
    const ms = await warmUp(render, ["/", "/broken", "/d/x"]);
    expect(ms).toBeGreaterThan(0);
    expect(asked.map(({ path, viewer }) => [path, viewer])).toEqual([
      ["/", "warm-up"],
      ["/broken", "warm-up"],
      ["/d/x", "warm-up"],
    ]);
    // Once warmed up, the token counts for nothing: nobody can read as the warm-up viewer after the worker listens.
    expect(warmUpViewer(asked[0]!.token)).toBeNull();
  });
});
