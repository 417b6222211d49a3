const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Waits until the page's first bytes (the shell: header, title, skeletons) have gone out before a streamed section
 * starts its reads. SQLite reads (better-sqlite3) and the work on their rows are synchronous: begun at once, they hold
 * the event loop, and with it the shell, until they end, so the <Suspense> around them streams nothing — the page
 * arrives whole after the slow part, as if there were no boundary.
 *
 * Turns of the event loop, not time: the shell goes out through a fixed series of turns (Flight, the HTML render, Next's
 * buffering stream, the socket), interleaved with whatever the shell itself awaits. Measured on Next 16.4.5 with
 * `/agents?scores=people` at 10,000 dialogues (2.6 s of reads): first bytes at 2.4–3.3 s after four turns or a 20 ms
 * timer, at 0.1 s after five. Eight leave room; an idle turn costs microseconds. When a Next upgrade needs more, nothing
 * breaks: the page comes whole, as before. On PostgreSQL the reads wait on the network and the shell goes out anyway.
 */
export async function afterShellSent(turns = 8): Promise<void> {
  for (let i = 0; i < turns; i++) await turn();
}
