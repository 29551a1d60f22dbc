type WilcoLogoProps = {
  /** Glyph only, for the mini sidebar and the top bar. */
  glyphOnly?: boolean;
  /** Next to a visible 'Wilco' label the logo is decoration and stays silent. */
  decorative?: boolean;
  height?: number;
  /** E.g. `w-primary` for the primary colour (components/plain/plain.css). */
  className?: string;
};

/** A top-down airliner: fuselage, swept wings and tailplane, drawn on a 32 × 32 grid. */
const AIRCRAFT_PATH =
  'M16 2c1.1 0 1.8 1.3 1.8 3v7.2l11.2 6.3v2.6l-11.2-3.4v6.4l3 2.3v2.1L16 27.3l-4.8 1.2v-2.1l3-2.3v-6.4L3 21.1v-2.6l11.2-6.3V5c0-1.7.7-3 1.8-3z';

/** The Wilco wordmark in currentColor (plain SVG: the sign-in page loads no MUI, decision 036), so it follows the surrounding text colour in both modes. */
export function WilcoLogo({ glyphOnly = false, decorative = false, height = 32, className }: WilcoLogoProps) {
  const width = glyphOnly ? height : height * 3.6;
  return (
    <svg
      className={className}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : 'Wilco'}
      aria-hidden={decorative || undefined}
      viewBox={glyphOnly ? '0 0 32 32' : '0 0 116 32'}
      width={width}
      height={height}
      style={{ display: 'block' }}
    >
      <path d={AIRCRAFT_PATH} fill="currentColor" transform="rotate(45 16 16)" />
      {glyphOnly ? null : (
        <text
          x="38"
          y="23.5"
          fill="currentColor"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          fontSize="21"
          fontWeight="700"
          letterSpacing="0.5"
        >
          Wilco
        </text>
      )}
    </svg>
  );
}
