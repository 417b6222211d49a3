// `npm run bench`: figures as ratios against baselines measured in the same run; stdout and bench/results.json.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { bareSplit, contractWorkload, remarkParseAll } from "./contract";

/** Runs fn repeatedly for at least `seconds` after a warm-up; returns seconds per run (median of batches). */
function measure(fn: () => unknown, seconds = 1.5): number {
  for (let i = 0; i < 3; i++) fn();
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline || samples.length < 5) {
    const t0 = performance.now();
    fn();
    samples.push((performance.now() - t0) / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

const work = contractWorkload();
const mb = work.bytes / 1e6;
const contract = measure(work.parse);
const remark = measure(() => remarkParseAll(work.texts));
const split = measure(() => bareSplit(work.texts));

const results = {
  date: new Date().toISOString(),
  node: process.version,
  contract: {
    workload: work.name,
    bytes: work.bytes,
    contractMBps: +(mb / contract).toFixed(2),
    remarkGfmMBps: +(mb / remark).toFixed(2),
    bareSplitMBps: +(mb / split).toFixed(2),
    ratioVsRemark: +(remark / contract).toFixed(2),
    ratioVsBareSplit: +(split / contract).toFixed(3),
    goals: { ratioVsRemark: 10, ratioVsBareSplit: 0.33 },
  },
};

console.log(`contract on ${work.name}, ${(mb).toFixed(2)} MB`);
console.log(`  contract (parse + lint)   ${results.contract.contractMBps} MB/s`);
console.log(`  remark-parse + remark-gfm ${results.contract.remarkGfmMBps} MB/s  -> contract is ${results.contract.ratioVsRemark}x remark (goal >= 10x)`);
console.log(`  bare line split + trim    ${results.contract.bareSplitMBps} MB/s  -> contract is ${results.contract.ratioVsBareSplit}x the split (goal >= 0.33x)`);
writeFileSync(join(process.cwd(), "bench/results.json"), JSON.stringify(results, null, 2) + "\n");
console.log("wrote bench/results.json");
