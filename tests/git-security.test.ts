import { describe, expect, it } from "vitest";
import { createGitSource, listSources } from "@/lib/db/sources";
import { gitUrlSchema } from "@/lib/ingest/git";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { syncSource } from "@/lib/ingest/sync";
import { tempDatabases } from "./helpers/temp-db";

const { fresh } = tempDatabases();

describe("git sources an admin adds", () => {
  it("say the same about an unreachable, a refusing and a non-git host, so the server's network cannot be mapped", async () => {
    const { db, dir } = await fresh();
    const targets = {
      refused: "https://127.0.0.1:9/none.git",
      unresolvable: "https://no-such-host.invalid/none.git",
      // An open port that speaks something else (this machine's PostgreSQL, or nothing at all: either way not git).
      other: "https://127.0.0.1:5432/none.git",
    };
    const said: Record<string, string> = {};
    for (const [name, url] of Object.entries(targets)) {
      const source = await createGitSource(db, { name, url, branch: "main", globs: DEFAULT_GIT_GLOBS });
      said[name] = await syncSource(db, source.id, { root: dir }).then(
        () => "synced",
        (error: Error) => error.message,
      );
      const stored = await db.source.findUniqueOrThrow({ where: { id: source.id } });
      expect(stored.statusDetail).toBe(said[name]);
    }
    expect(new Set(Object.values(said)).size).toBe(1);
    expect(said.refused).not.toMatch(/127\.0\.0\.1|:9\b|connection refused|could not resolve|failed to connect|timed out/i);
  });

  it("keep a token out of the stored and shown URL", async () => {
    const { db } = await fresh();
    const source = await createGitSource(db, {
      name: "private",
      url: "https://robot:ghp_s3cr3tT0ken@git.example.org/org/repo.git",
      branch: "main",
      globs: DEFAULT_GIT_GLOBS,
    });
    const row = await db.source.findUniqueOrThrow({ where: { id: source.id } });
    expect(row.url).toBe("https://git.example.org/org/repo.git");
    expect(JSON.stringify(await listSources(db))).not.toContain("s3cr3t");
    const tokenOnly = await createGitSource(db, {
      name: "token-user",
      url: "https://ghp_0nlyT0ken@git.example.org/org/repo.git",
      branch: "main",
      globs: DEFAULT_GIT_GLOBS,
    });
    expect((await db.source.findUniqueOrThrow({ where: { id: tokenOnly.id } })).url).toBe("https://git.example.org/org/repo.git");
    expect(JSON.stringify(await listSources(db))).not.toContain("0nlyT0ken");
    // An ssh login name is not a secret: it stays.
    const ssh = await createGitSource(db, { name: "ssh", url: "git@git.example.org:org/repo.git", branch: "main", globs: DEFAULT_GIT_GLOBS });
    expect((await db.source.findUniqueOrThrow({ where: { id: ssh.id } })).url).toBe("git@git.example.org:org/repo.git");
  });

  it.each(["ext::sh -c touch% /tmp/pwned", "fd::17", "ext::ssh -o ProxyCommand=x git@host:repo", "foo::bar@host:path", "EXT::sh"])(
    "refuse the %j transport",
    (url) => {
      expect(gitUrlSchema.safeParse(url).success).toBe(false);
    },
  );

  it.each([
    "https://github.com/org/repo.git\n--upload-pack=touch /tmp/pwned",
    "https://github.com/org/ repo.git",
    "git@github.com:org/repo.git\r\nhttps://evil.example/x.git",
    "https://github.com/org/repo.git\tx",
    "https://github.com/org/repo.git\u0000",
    "ssh://git@host/org\u2028/repo.git",
  ])("refuse %j: whitespace, newlines and control characters belong in no repository URL", (url) => {
    expect(gitUrlSchema.safeParse(url).success).toBe(false);
  });

  it("still take ordinary URLs", () => {
    for (const url of ["https://github.com/org/repo.git", "ssh://git@host:2222/org/repo.git", "git@github.com:org/repo.git", "https://[::1]/repo.git"])
      expect([url, gitUrlSchema.safeParse(url).success]).toEqual([url, true]);
  });
});
