import type { OfdObject, OfdPage } from './ofdDocument';

/** CSS pixels per millimetre at 100 % (96 dpi). */
export const PX_PER_MM = 96 / 25.4;

function transformOf(object: { x: number; y: number; ctm?: number[] }): string {
  const origin = `translate(${object.x} ${object.y})`;
  return object.ctm ? `${origin} matrix(${object.ctm.join(' ')})` : origin;
}

function Drawn({ object }: { object: OfdObject }) {
  switch (object.kind) {
    case 'path':
      return (
        <path
          transform={transformOf(object)}
          d={object.d}
          fill={object.fill ?? 'none'}
          stroke={object.stroke ?? 'none'}
          strokeWidth={object.lineWidth}
          vectorEffect={object.ctm ? 'non-scaling-stroke' : undefined}
        />
      );
    case 'image':
      // An image object's CTM maps the unit square onto the page; without one it fills its boundary.
      return object.href ? (
        <image
          transform={transformOf(object)}
          href={object.href}
          x={0}
          y={0}
          width={object.ctm ? 1 : object.width}
          height={object.ctm ? 1 : object.height}
          preserveAspectRatio="none"
        />
      ) : null;
    case 'text':
      return (
        <g transform={transformOf(object)}>
          {object.runs.map((run, i) => (
            <text
              key={i}
              x={run.xs.join(' ')}
              y={run.ys.join(' ')}
              fontSize={object.size}
              fontFamily={object.fontFamily}
              fontWeight={object.bold ? 'bold' : undefined}
              fontStyle={object.italic ? 'italic' : undefined}
              fill={object.fill}
              xmlSpace="preserve"
            >
              {run.text}
            </text>
          ))}
        </g>
      );
  }
}

/** One OFD page as SVG in millimetres, `scale` times its size at 96 dpi; its text is selectable. */
export function OfdPageSvg({ page, scale, label }: { page: OfdPage; scale: number; label?: string }) {
  return (
    <svg
      className="ofd-page"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${page.width} ${page.height}`}
      width={page.width * PX_PER_MM * scale}
      height={page.height * PX_PER_MM * scale}
    >
      <rect width={page.width} height={page.height} fill="#fff" />
      {page.objects.map((object, i) => (
        <Drawn key={i} object={object} />
      ))}
    </svg>
  );
}
