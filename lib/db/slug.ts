import { z } from "zod";

/** A dialogue's slug as it may appear in a URL: what the importer writes (`slugFromPath` in the contract) and nothing else. */
export const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/);
