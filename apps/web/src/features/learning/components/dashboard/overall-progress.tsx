import { PlainProgressRing } from '../../../../components/plain/content';

/** A ring with the percentage in the middle; the ring itself carries the value for assistive tech. */
export function OverallProgress({ value }: { value: number }) {
  return (
    <PlainProgressRing value={value} size={84} thickness={5} label="Overall progress">
      <span className="w-h6" aria-hidden="true">{`${value}%`}</span>
    </PlainProgressRing>
  );
}
