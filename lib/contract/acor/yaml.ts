import { parseAllDocuments } from "yaml";

/**
 * Whether an Output Data block is YAML a parser accepts (every document in it without error). The `yaml` library
 * decides, so the check agrees with what the tools reading these blocks do; it builds no values we keep.
 */
export function checkYaml(text: string): boolean {
  return parseAllDocuments(text).every((document) => document.errors.length === 0);
}
