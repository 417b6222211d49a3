import { Unzip, UnzipInflate } from "fflate";
import type { RawFile } from "./group";

/** What one upload may bring in all. A file's own size limit is MAX_FILE_BYTES, checked where every file is decoded (decode.ts). */
export interface UploadLimits {
  maxTotalBytes: number;
  maxFiles: number;
  /** Uncompressed bytes over compressed bytes, over the whole archive. */
  maxRatio: number;
}

export const DEFAULT_LIMITS: UploadLimits = { maxTotalBytes: 100 * 1024 * 1024, maxFiles: 5000, maxRatio: 100 };

export interface ZipRejection {
  path: string;
  reason: string;
}

export type Unzipped = { ok: true; files: RawFile[]; rejected: ZipRejection[] } | { ok: false; reason: string };

interface CentralEntry {
  /** The entry's path: UTF-8 when the entry says so (flag bit 11), code page 437 otherwise (the zip specification's default). */
  name: string;
  /** The same bytes as fflate decodes a local header's name (Latin-1 without the flag): what the inflater reports. */
  asRead: string;
  compressed: number;
  uncompressed: number;
  symlink: boolean;
  directory: boolean;
}

// Code page 437's upper half; its lower half is ASCII.
const CP437_HIGH = "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";
const cp437 = (bytes: Uint8Array) => Array.from(bytes, (b) => (b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80]!)).join("");
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");
const UTF8_NAMES = 0x800;

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/** The central directory: names, sizes and Unix modes (fflate does not expose modes, and symlinks hide there). */
export function readCentralDirectory(zip: Uint8Array): CentralEntry[] | null {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65535); i--) {
    if (u32(zip, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(zip, eocd + 10);
  let at = u32(zip, eocd + 16);
  const entries: CentralEntry[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || u32(zip, at) !== 0x02014b50) return null;
    const nameLength = u16(zip, at + 28);
    const extraLength = u16(zip, at + 30);
    const commentLength = u16(zip, at + 32);
    const madeBy = u16(zip, at + 4) >> 8;
    const mode = u32(zip, at + 38) >>> 16;
    const raw = zip.subarray(at + 46, at + 46 + nameLength);
    const utf8 = (u16(zip, at + 8) & UTF8_NAMES) !== 0;
    const name = utf8 ? decoder.decode(raw) : cp437(raw);
    entries.push({
      name,
      asRead: utf8 ? name : latin1(raw),
      compressed: u32(zip, at + 20),
      uncompressed: u32(zip, at + 24),
      // Unix-made entries carry their mode in the high half of the external attributes.
      symlink: madeBy === 3 && (mode & 0o170000) === 0o120000,
      directory: name.endsWith("/"),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Why an entry's path is unsafe to take, or null: absolute paths, drive letters, backslashes and `..` are refused. */
export function unsafePath(name: string): string | null {
  if (name.startsWith("/") || name.startsWith("\\")) return "absolute path";
  if (name.length > 1 && name[1] === ":") return "absolute path";
  if (name.includes("\\")) return "backslash in path";
  if (name.split("/").some((segment) => segment === "..")) return "path leaves the archive (..)";
  if (name.includes("\0")) return "NUL in path";
  return null;
}

const PUSH_CHUNK_BYTES = 64 * 1024;

/** Bytes inflated so far across one whole upload: every zip of it draws on the same `maxTotalBytes`. */
export interface InflateBudget {
  inflated: number;
}

/**
 * Unzips an upload with every limit enforced while inflating, on the bytes actually produced (the directory's sizes
 * are claims, so they only refuse early, never let through), so a zip bomb is stopped at the limit rather than after
 * it has filled memory. Names are checked in the central directory and again in each local header, which is what
 * the inflater reads. Unsafe entries are refused one by one; a bomb or an oversized archive refuses all.
 */
export function unzipUpload(zip: Uint8Array, limits: UploadLimits = DEFAULT_LIMITS, budget: InflateBudget = { inflated: 0 }): Unzipped {
  const central = readCentralDirectory(zip);
  if (!central) return { ok: false, reason: "not a zip archive (no central directory)" };
  const files = central.filter((e) => !e.directory);
  if (files.length > limits.maxFiles) return { ok: false, reason: `${files.length} files; the limit is ${limits.maxFiles}` };
  const declared = files.reduce((n, e) => n + e.uncompressed, 0);
  // The archive's real size, not the sum its directory claims (a forged claim would lower the ratio).
  const compressed = Math.max(1, zip.length);
  const room = limits.maxTotalBytes - budget.inflated;
  if (declared > room)
    return {
      ok: false,
      reason:
        declared > limits.maxTotalBytes
          ? `expands to ${declared} bytes; the limit is ${limits.maxTotalBytes}`
          : `expands to ${declared} bytes, past what is left of the whole upload's ${limits.maxTotalBytes}`,
    };
  if (declared / compressed > limits.maxRatio)
    return { ok: false, reason: `expansion ratio ${Math.round(declared / compressed)}:1 is over ${limits.maxRatio}:1 (zip bomb?)` };

  const rejected: ZipRejection[] = [];
  const refuse = new Map<string, string>();
  // By the name as the inflater reports it, the entry's real name.
  const names = new Map<string, string>();
  for (const e of central) {
    names.set(e.asRead, e.name);
    const why = e.symlink ? "symbolic link" : (unsafePath(e.name) ?? unsafePath(e.asRead));
    if (why) refuse.set(e.asRead, why);
  }
  const out: RawFile[] = [];
  let total = 0;
  let read = 0;
  let abort: string | null = null;
  const unzip = new Unzip((file) => {
    if (abort || file.name.endsWith("/")) return;
    // The directory's count is a claim too: local entries it does not list are read, and counted, all the same.
    if (++read > limits.maxFiles) {
      abort = `more than ${limits.maxFiles} files in the archive; the limit is ${limits.maxFiles}`;
      return;
    }
    // The local header's name is the one inflated; it must be safe and be the name the directory was checked under.
    const path = names.get(file.name);
    const unlisted = "its local header names a file the central directory does not list";
    const why = refuse.get(file.name) ?? unsafePath(file.name) ?? (path === undefined ? unlisted : null);
    if (why !== null || path === undefined) {
      rejected.push({ path: path ?? file.name, reason: why ?? unlisted });
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    let refused = false;
    file.ondata = (error, chunk, final) => {
      if (abort || refused) return;
      if (error) {
        rejected.push({ path, reason: `cannot inflate: ${error.message}` });
        refused = true;
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (budget.inflated + total > limits.maxTotalBytes) {
        abort =
          total > limits.maxTotalBytes
            ? `inflating went past the limits (${total} bytes from ${compressed}): zip bomb?`
            : `inflating went past the whole upload's ${limits.maxTotalBytes} bytes`;
        file.terminate();
        return;
      }
      if (total / compressed > limits.maxRatio) {
        abort = `inflating went past the limits (${total} bytes from ${compressed}, over ${limits.maxRatio}:1): zip bomb?`;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) out.push({ path, bytes: concat(chunks, size) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // In chunks: fflate handles every entry found in one push by recursion, which overflows the stack past ~3,000.
    for (let at = 0; at < zip.length && !abort; at += PUSH_CHUNK_BYTES)
      unzip.push(zip.subarray(at, at + PUSH_CHUNK_BYTES), at + PUSH_CHUNK_BYTES >= zip.length);
  } catch (error) {
    return { ok: false, reason: `corrupt archive: ${(error as Error).message}` };
  }
  if (abort) return { ok: false, reason: abort };
  // Only what was kept counts against the upload: an archive refused whole gave nothing.
  budget.inflated += out.reduce((n, f) => n + f.bytes.length, 0);
  return { ok: true, files: out, rejected };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
