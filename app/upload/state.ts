import type { OutcomeStatus } from "@/lib/ingest/pipeline";

export interface UploadRow {
  path: string;
  status: OutcomeStatus;
  title: string | null;
  /** The first diagnostic worth showing: for a rejection, why. */
  note: string | null;
  diagnostics: number;
}

export interface UploadState {
  error: string | null;
  rows: UploadRow[];
}

export const initialUploadState: UploadState = { error: null, rows: [] };
