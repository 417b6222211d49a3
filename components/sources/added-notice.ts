/** The add form's message: "Added X. Sync it below." only while X is still listed below (a deleted source has no sync). */
export function addedNotice(state: { ok: boolean | null; message?: string | null; data?: { name: string } | null }, listed: readonly string[]): string | null {
  const message = state.message ?? null;
  if (state.ok !== true || !state.data) return message;
  return listed.includes(state.data.name) ? message : null;
}
