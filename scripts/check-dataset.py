#!/usr/bin/env python3
"""Reads a Parquet dataset back with pyarrow and compares its row counts with `roundtable stats --json`.

usage: check-dataset.py DIR STATS_JSON
Exits 0 with "skipped: ..." when pyarrow is not installed, 1 when a count differs, 0 with "ok: ..." otherwise.
"""
import json
import sys
from pathlib import Path

# Which stats figure each table's rows (or a column's sum) must equal.
ROW_COUNTS = {"documents": "dialogues", "contributions": "contributions", "markers": "markers", "tensions": "tensions", "file_scores": "scores"}


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        import pyarrow.parquet as pq
    except ImportError:
        print("skipped: pyarrow is not installed (pip install pyarrow to read the dataset back in Python)")
        return 0
    folder, stats = Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text())
    schema = json.loads((folder / "schema.json").read_text())
    problems = []
    for table in schema["tables"]:
        read = pq.read_table(folder / f"{table['name']}.parquet")
        names = [c["name"] for c in table["columns"]]
        if read.column_names != names:
            problems.append(f"{table['name']}: columns {read.column_names} are not the schema's {names}")
        want = ROW_COUNTS.get(table["name"])
        if want and read.num_rows != stats[want]:
            problems.append(f"{table['name']}: {read.num_rows} rows, stats says {want} {stats[want]}")
        if table["name"] == "documents" and sum(read.column("rounds").to_pylist()) != stats["rounds"]:
            problems.append(f"documents: rounds sum to {sum(read.column('rounds').to_pylist())}, stats says {stats['rounds']}")
        # Stats count findings from the documents' rows: the two must agree, and with the findings table.
        if table["name"] == "documents" and "audit" in stats and sum(read.column("audit_findings").to_pylist()) != stats["audit"]["findings"]:
            problems.append(f"documents: audit_findings sum to {sum(read.column('audit_findings').to_pylist())}, stats says {stats['audit']['findings']}")
        if table["name"] == "audit_findings" and "audit" in stats and read.num_rows != stats["audit"]["findings"]:
            problems.append(f"audit_findings: {read.num_rows} rows, stats says {stats['audit']['findings']} findings")
    for p in problems:
        print(p)
    if problems:
        return 1
    findings = f", audit_findings {stats['audit']['findings']}" if "audit" in stats else ""
    print("ok: " + ", ".join(f"{t} {stats[s]}" for t, s in ROW_COUNTS.items()) + f", rounds {stats['rounds']}" + findings)
    return 0


if __name__ == "__main__":
    sys.exit(main())
