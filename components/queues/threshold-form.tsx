import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/styles";

/** The disagreement threshold lives in the URL (`?threshold=`), so a view can be linked. */
export function ThresholdForm({ threshold }: { threshold: number }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3">
      <div className="w-56">
        <label htmlFor="threshold" className="text-sm font-medium">
          Threshold (% of the scale)
        </label>
        <input id="threshold" name="threshold" type="number" inputMode="numeric" min={0} max={100} defaultValue={threshold} className={inputClass} />
      </div>
      <Button variant="secondary">Show</Button>
    </form>
  );
}
