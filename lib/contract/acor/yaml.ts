import { parseAllDocuments } from "yaml";

/**
 * Whether an Output Data block is YAML a parser accepts (every document in it without error). The `yaml` library
 * decides, so the check agrees with what the tools reading these blocks do; it builds no values we keep.
 */
export function checkYaml(text: string): boolean {
  const documents = parseAllDocuments(text);
  // An empty stream parses to an empty list, which is valid YAML.
  return Array.isArray(documents) ? documents.every((document) => document.errors.length === 0) : documents.errors.length === 0;
}
