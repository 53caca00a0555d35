'use client';

import type { WheelSegment } from '@/protocol/rewards';
import { formatNumber } from '@/ui/format';
import { rewardEntries } from '../rules';

const R = 100;
const COLORS = ['#b9821c', '#4a2680', '#e0a82e', '#341a5c'];

/** The point at `deg` (0 = top, clockwise) on a circle of radius `r` around the centre. */
function at(deg: number, r: number): [number, number] {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [R + r * Math.cos(rad), R + r * Math.sin(rad)];
}

/** A short label of a segment's first item (`20,000`, `200K` past 6 digits). */
function label(segment: WheelSegment): string {
  const [, n] = rewardEntries(segment.Items)[0] ?? ['', 0];
  return n >= 100_000 ? `${formatNumber(n / 1000)}K` : formatNumber(n);
}

/**
 * The wheel's face: `segments` wedges clockwise from the top, segment 0 starting at the pointer,
 * each labelled with its amount and its item icon colour (gold / gem).
 */
export function WheelFace({ segments, itemName }: { segments: readonly WheelSegment[]; itemName: (segment: WheelSegment) => string }) {
  const step = 360 / segments.length;
  return (
    <svg viewBox={`0 0 ${2 * R} ${2 * R}`} className="h-full w-full" aria-hidden="true">
      <circle cx={R} cy={R} r={R} fill="#23113f" />
      {segments.map((s, i) => {
        const [x1, y1] = at(i * step, R - 4);
        const [x2, y2] = at((i + 1) * step, R - 4);
        const mid = (i + 0.5) * step;
        const [lx, ly] = at(mid, R * 0.64);
        return (
          <g key={i}>
            <path d={`M${R},${R} L${x1},${y1} A${R - 4},${R - 4} 0 0,1 ${x2},${y2} Z`} fill={COLORS[i % COLORS.length]} stroke="#ffe08a" strokeWidth="1" />
            <text x={lx} y={ly} transform={`rotate(${mid} ${lx} ${ly})`} textAnchor="middle" dominantBaseline="middle" fill="#fff" fontSize="11" fontWeight="800">
              {label(s)}
            </text>
            <text x={lx} y={ly + 12} transform={`rotate(${mid} ${lx} ${ly})`} textAnchor="middle" dominantBaseline="middle" fill="#ffe08a" fontSize="7">
              {itemName(s)}
            </text>
          </g>
        );
      })}
      <circle cx={R} cy={R} r={R - 2} fill="none" stroke="#f7c948" strokeWidth="4" />
    </svg>
  );
}
