import type { ReactNode } from 'react';
import './content.css';
import { MUI_CLASS } from './mui-classes';

/**
 * Page content with MUI's look from plain elements (components/plain/content.css), for what Home
 * renders first: it loads no MUI (decision 036).
 */

/** Card (outlined) that is one button, as MUI's Card, CardActionArea and CardContent. */
export function PlainTileButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className={`w-paper w-tile ${MUI_CLASS.card}`}>
      <button type="button" className={`w-tile-action ${MUI_CLASS.cardActionArea}`} onClick={onClick}>
        <span className={`w-tile-content ${MUI_CLASS.cardContent}`}>{children}</span>
      </button>
    </div>
  );
}

type ChipColor = 'default' | 'warning' | 'success';

/** Chip, small: filled in a colour, or outlined for `default`. */
export function PlainChip({ label, color = 'default' }: { label: string; color?: ChipColor }) {
  return (
    <span
      className={`${color === 'default' ? 'w-chip w-chip-outlined' : `w-chip w-chip-${color}`} ${MUI_CLASS.chip}`}
    >
      <span>{label}</span>
    </span>
  );
}

/**
 * LinearProgress, determinate: named by `label`, or without one hidden from assistive technology
 * beside text that says the same.
 */
export function PlainLinearProgress({ value, label }: { value: number; label?: string }) {
  return (
    <span
      className={`w-bar ${MUI_CLASS.linearProgress}`}
      role="progressbar"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      aria-valuenow={Math.round(value)}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <span style={{ transform: `translateX(${value - 100}%)` }} />
    </span>
  );
}

const RING = 44;

function RingSvg({ size, thickness, value }: { size: number; thickness: number; value: number }) {
  const radius = (RING - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg width={size} height={size} viewBox={`${RING / 2} ${RING / 2} ${RING} ${RING}`} aria-hidden="true">
      <circle
        cx={RING}
        cy={RING}
        r={radius}
        strokeWidth={thickness}
        strokeDasharray={circumference.toFixed(3)}
        strokeDashoffset={`${(((100 - value) / 100) * circumference).toFixed(3)}px`}
      />
    </svg>
  );
}

type RingProps = { value: number; size: number; thickness: number; label: string; children?: ReactNode };

/** CircularProgress, determinate, over its track, with `children` (e.g. the figure) in the middle. */
export function PlainProgressRing({ value, size, thickness, label, children }: RingProps) {
  return (
    <span className={`w-ring ${MUI_CLASS.circularProgress}`}>
      <span className="w-ring-track">
        <RingSvg size={size} thickness={thickness} value={100} />
      </span>
      <span
        className="w-ring-value"
        role="progressbar"
        aria-label={label}
        aria-valuenow={Math.round(value)}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <RingSvg size={size} thickness={thickness} value={value} />
      </span>
      {children ? <span className="w-ring-label">{children}</span> : null}
    </span>
  );
}

/** Skeleton, rounded, of a given height; with a `label` it is a named progress indicator. */
export function PlainSkeleton({ height, label }: { height: number; label?: string }) {
  return (
    <span
      className={`w-block-skeleton ${MUI_CLASS.skeleton}`}
      style={{ height }}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
    />
  );
}
