import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import {
  auditDialogue,
  auditDocument,
  persuasionOf,
  canonicalFileName,
  detectFormat,
  isDocumentJson,
  parseA52Session,
  type A52Session,
  formatDiagnostic,
  formatOf,
  FORMATS,
  parseInput,
  renderDialogue,
  sortDiagnostics,
  specificationMarkdown,
  toParsedJson,
  type Diagnostic,
  type DocumentInput,
  type DocumentKind,
  type FormatDocument,
} from "@/lib/contract";
import { AppError } from "@/lib/errors";
import { pairingRoot, readDialogueInput, readInput } from "@/lib/ingest/read-source";

const USAGE = `usage: npm run roundtable -- <command>
  parse [--json] PATH...        parse documents (any format, detected from content; a directory is a round-scoped dialogue); one JSON object per line
  render --out DIR PATH...      write canonical text, one file per PATH
  lint PATH...                  path:line: severity code: message (hint); exit 1 on any error
  spec [KIND]                   print a format's specification (dialogue, or one of the other kinds)
  migrate                       apply pending database migrations (DATABASE_URL)
  seed                          load the sample dialogues (idempotent)
  reproject                     re-read every document an older reading stored (migrate does it too)
  setup-link                    while no admin exists, print the one-time link that creates the first one (npm start runs it)
  import PATH...                import dialogues (files, dialogue directories, a checkout) into DATABASE_URL
  stats [--json]                what the database holds
  dataset --format parquet|jsonl --out DIR [--kind K] [--status S] [--source S] [--q TEXT]
                                the corpus (or the index's filter) as one file per table, with schema.json
  source-add URL --name NAME [--branch main] [--glob GLOB]...   add a git repository source
  sources                       list sources, with each git source's webhook secret
  sync [SOURCE]                 sync one git source (name or id), or all of them
  user add --role viewer|judge|admin [--name NAME] EMAIL   add a person; the password is asked for, or read from stdin
  user unlock EMAIL             forget an account's failed sign-ins (the way back in when the only admin is locked out)
  users                         list people and their roles`;

const pathsSchema = z.array(z.string().min(1)).min(1, "give at least one PATH");

const commandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("parse"), json: z.boolean(), paths: pathsSchema }),
  z.object({ command: z.literal("render"), out: z.string().min(1, "render needs --out DIR"), paths: pathsSchema }),
  z.object({ command: z.literal("lint"), paths: pathsSchema }),
  z.object({
    command: z.literal("spec"),
    paths: z
      .array(z.enum(FORMATS.map((f) => f.kind) as [DocumentKind, ...DocumentKind[]], "spec takes a kind: " + FORMATS.map((f) => f.kind).join(", ")))
      .max(1, "spec takes at most one KIND"),
  }),
  z.object({ command: z.literal("migrate") }),
  z.object({ command: z.literal("seed") }),
  z.object({ command: z.literal("reproject") }),
  z.object({ command: z.literal("setup-link") }),
  z.object({ command: z.literal("import"), paths: pathsSchema }),
  z.object({ command: z.literal("stats"), json: z.boolean() }),
  z.object({
    command: z.literal("dataset"),
    format: z.enum(["parquet", "jsonl"], "dataset needs --format parquet or jsonl"),
    out: z.string().min(1, "dataset needs --out DIR"),
    filter: z.object({
      kind: z.string().max(40).optional(),
      status: z.string().max(40).optional(),
      source: z.string().max(200).optional(),
      q: z.string().max(200).optional(),
    }),
  }),
  z.object({
    command: z.literal("source-add"),
    paths: z.array(z.string()).length(1, "source-add takes one URL"),
    name: z.string().min(1, "source-add needs --name NAME"),
    branch: z.string(),
    globs: z.array(z.string()),
  }),
  z.object({ command: z.literal("sources") }),
  z.object({ command: z.literal("sync"), paths: z.array(z.string()).max(1, "sync takes at most one SOURCE") }),
  z.object({
    command: z.literal("user"),
    paths: z.tuple(
      [z.literal("add", "user takes the subcommand add or unlock"), z.string().min(1, "user add needs an EMAIL")],
      "usage: user add --role ROLE EMAIL",
    ),
    role: z.enum(["viewer", "judge", "admin"], "user add needs --role viewer, judge or admin"),
    name: z.string(),
  }),
  z.object({
    command: z.literal("user-unlock"),
    paths: z.tuple([z.literal("unlock"), z.string().min(1, "user unlock needs an EMAIL")], "usage: user unlock EMAIL"),
  }),
  z.object({ command: z.literal("users") }),
]);

type Command = z.infer<typeof commandSchema>;

export function parseArgs(argv: string[]): Command {
  const [command, ...rest] = argv;
  const paths: string[] = [];
  const globs: string[] = [];
  let json = false;
  let out = "";
  let name = "";
  let branch = "main";
  let role = "";
  let format = "";
  const filter: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--json") json = true;
    else if (arg === "--out") out = rest[++i] ?? "";
    else if (arg === "--name") name = rest[++i] ?? "";
    else if (arg === "--branch") branch = rest[++i] ?? "";
    else if (arg === "--glob") globs.push(rest[++i] ?? "");
    else if (arg === "--role") role = rest[++i] ?? "";
    else if (arg === "--format") format = rest[++i] ?? "";
    else if (["--kind", "--status", "--source", "--q"].includes(arg)) filter[arg.slice(2)] = rest[++i] ?? "";
    else if (arg.startsWith("--")) throw new AppError("input-invalid", `unknown option ${arg}\n${USAGE}`);
    else paths.push(arg);
  }
  const parsed = commandSchema.safeParse({
    command: command === "user" && paths[0] === "unlock" ? "user-unlock" : command,
    json,
    out,
    paths,
    name,
    branch,
    globs,
    role,
    format,
    filter,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.code === "invalid_union" || issue?.path[0] === "command" ? `unknown command ${command ?? "(none)"}` : (issue?.message ?? "invalid arguments");
    throw new AppError("input-invalid", `${message}\n${USAGE}`);
  }
  return parsed.data;
}

type ReadDocument =
  | { format: "dialogue"; source: DocumentInput }
  | { format: "other"; source: Extract<DocumentInput, { type: "file" }>; doc: FormatDocument }
  | { format: "session"; source: Extract<DocumentInput, { type: "file" }>; doc: A52Session };

/** A directory is a round-scoped dialogue; a file is read in the format its content shows. */
function readAny(path: string): ReadDocument {
  const source = readInput(path);
  if (source.type === "directory") return { format: "dialogue", source };
  if (isDocumentJson(source.text)) return { format: "session", source, doc: parseA52Session(source.text) };
  const format = detectFormat(source.text);
  return format.kind === "dialogue" ? { format: "dialogue", source } : { format: "other", source, doc: format.parse(source.text) };
}

async function run(command: Command): Promise<number> {
  switch (command.command) {
    case "parse": {
      for (const path of command.paths) {
        const read = readAny(path);
        if (read.format === "dialogue") {
          const own = parseInput(read.source);
          const json = toParsedJson(own);
          // The structure is the path's own; the reading is the dialogue's, from both its sources (a directory and
          // its recorded summary), whichever of the two is named, as import reads them. The audit is of that dialogue.
          const paired = readDialogueInput(path);
          const whole = paired.alsoFrom.length > 0 ? parseInput(paired.input).dialogue : null;
          if (whole) json.reading = { ...whole.reading, alsoFrom: paired.alsoFrom.map((p) => relative(pairingRoot(path), p)) };
          const audit = whole ? auditDialogue(whole, paired.input) : auditDialogue(own.dialogue, read.source);
          const persuasion = whole ? persuasionOf(whole, paired.input) : persuasionOf(own.dialogue, read.source);
          process.stdout.write(
            command.json
              ? JSON.stringify({ path, kind: "dialogue", ...json, audit, persuasion }) + "\n"
              : `${path}: ${json.title ?? "(untitled)"}, ${json.rounds.length} rounds, ${json.markers.length} markers, ${json.diagnostics.length} diagnostics\n`,
          );
        } else {
          const doc = read.doc;
          // An agent format's claim against delivery; a PCPP session is read response by response on its page, not here.
          const audit = read.format === "other" ? auditDocument(formatOf(doc.kind), doc, read.source.text) : [];
          process.stdout.write(
            command.json
              ? JSON.stringify({ path, ...doc, audit }) + "\n"
              : `${path}: ${doc.kind}, ${doc.diagnostics.length} diagnostics, ${audit.length} audit findings\n`,
          );
        }
      }
      return 0;
    }
    case "render": {
      mkdirSync(command.out, { recursive: true });
      for (const path of command.paths) {
        const read = readAny(path);
        if (read.format === "session")
          throw new AppError("input-invalid", `${path} is a PCPP session: it has no canonical text of its own (render its responses)`);
        if (read.format === "dialogue") writeFileSync(join(command.out, canonicalFileName(read.source)), renderDialogue(parseInput(read.source).dialogue));
        else writeFileSync(join(command.out, read.source.name), formatOf(read.doc.kind).render(read.doc));
      }
      return 0;
    }
    case "lint": {
      let errors = 0;
      for (const path of command.paths) {
        const read = readAny(path);
        const diagnostics: Diagnostic[] = read.format === "dialogue" ? parseInput(read.source).diagnostics : read.doc.diagnostics;
        for (const d of sortDiagnostics(diagnostics)) {
          if (d.severity === "error") errors++;
          process.stdout.write(formatDiagnostic(d, path) + "\n");
        }
      }
      return errors > 0 ? 1 : 0;
    }
    case "spec":
      process.stdout.write(command.paths[0] && command.paths[0] !== "dialogue" ? formatOf(command.paths[0]).spec() : specificationMarkdown());
      return 0;
    case "migrate": {
      const { migrateDatabase } = await import("@/lib/db/setup");
      await migrateDatabase();
      return 0;
    }
    case "reproject": {
      const { reprojectPaths } = await import("./import");
      return reprojectPaths();
    }
    case "seed": {
      const { seedSamples } = await import("@/lib/ingest/samples");
      await seedSamples();
      return 0;
    }
    case "setup-link": {
      const { printSetupLink } = await import("./setup");
      return printSetupLink();
    }
    case "import": {
      const { importPaths } = await import("./import");
      return importPaths(command.paths);
    }
    case "stats": {
      const { printStats } = await import("./import");
      return printStats(command.json);
    }
    case "dataset": {
      const { writeDataset } = await import("./dataset");
      return writeDataset(command);
    }
    case "source-add": {
      const { addSource } = await import("./sources");
      return addSource({ url: command.paths[0]!, name: command.name, branch: command.branch, globs: command.globs });
    }
    case "sources": {
      const { printSources } = await import("./sources");
      return printSources();
    }
    case "sync": {
      const { syncSources } = await import("./sources");
      return syncSources(command.paths[0]);
    }
    case "user": {
      const { addUser } = await import("./users");
      return addUser({ email: command.paths[1], role: command.role, name: command.name });
    }
    case "user-unlock": {
      const { unlockUser } = await import("./users");
      return unlockUser(command.paths[1]);
    }
    case "users": {
      const { printUsers } = await import("./users");
      return printUsers();
    }
  }
}

Promise.resolve()
  .then(() => run(parseArgs(process.argv.slice(2))))
  // exitCode rather than exit(): exit() would cut off stdout still being written to a pipe.
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    if (error instanceof AppError) {
      console.error(`roundtable: ${error.message}`);
      process.exitCode = 2;
      return;
    }
    throw error;
  });
