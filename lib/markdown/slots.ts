/**
 * A marker's place in a contribution's markdown, written where its bracket text was, so the renderer can put a chip
 * there. Noncharacters (U+FDD0, U+FDD1) never occur in real text; any that do are replaced before slots are written.
 */
export const SLOT_OPEN = "\uFDD0";
export const SLOT_CLOSE = "\uFDD1";

export const slot = (n: number) => `${SLOT_OPEN}${n}${SLOT_CLOSE}`;

/** Text with no slot characters of its own, so none can be forged. */
export function withoutSlotCharacters(text: string): string {
  return text.includes(SLOT_OPEN) || text.includes(SLOT_CLOSE) ? text.split(SLOT_OPEN).join("\uFFFD").split(SLOT_CLOSE).join("\uFFFD") : text;
}
