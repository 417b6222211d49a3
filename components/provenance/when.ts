/** A moment as the admin pages show it: minutes, in UTC. */
export const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ") + " UTC";
