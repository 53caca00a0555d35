/**
 * Makes the eight gift effect videos (items 42–49) and their chimes under public/gifts/:
 * `<id>.webm` (VP9), `<id>.mp4` (H.264 baseline, for iOS) and `<id>.mp3`. Each frame is drawn
 * here in plain TypeScript (discs, polygons, glows, particles on a black ground: the overlay
 * shows it with `mix-blend-mode: screen`, so black is see-through) and piped to ffmpeg as raw
 * RGB. Deterministic: a seeded random, so a rerun makes the same pictures.
 * Run: `npx tsx scripts/make-gift-effects.ts` (needs ffmpeg with libvpx-vp9, libx264, libmp3lame).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const W = 480;
const H = 270;
const FPS = 24;
const SECONDS = 3.5;
const OUT = path.resolve(__dirname, '../public/gifts');

type Rgb = readonly [number, number, number];
const buf = new Float32Array(W * H * 3);

function clamp01(v: number) {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}
/** Blends `color` over the pixel (alpha 0–1) or adds it (`add`). */
function put(x: number, y: number, c: Rgb, a: number, add = false) {
  if (x < 0 || y < 0 || x >= W || y >= H || a <= 0) return;
  const i = (y * W + x) * 3;
  for (let k = 0; k < 3; k++) buf[i + k] = add ? buf[i + k]! + c[k]! * a : buf[i + k]! * (1 - a) + c[k]! * a;
}
function box(cx: number, cy: number, r: number, fn: (x: number, y: number) => void) {
  for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(H - 1, Math.ceil(cy + r)); y++)
    for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(W - 1, Math.ceil(cx + r)); x++) fn(x, y);
}
/** A soft additive light. */
function glow(cx: number, cy: number, r: number, c: Rgb, strength = 1) {
  box(cx, cy, r, (x, y) => {
    const d = Math.hypot(x - cx, y - cy) / r;
    if (d < 1) put(x, y, c, strength * (1 - d) * (1 - d), true);
  });
}
/** An antialiased ellipse, optionally turned by `rot` radians. */
function ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb, a = 1, rot = 0) {
  const cos = Math.cos(rot);
  const sin = Math.sin(rot);
  box(cx, cy, Math.max(rx, ry) + 1, (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    const u = (dx * cos + dy * sin) / rx;
    const v = (-dx * sin + dy * cos) / ry;
    const d = (Math.hypot(u, v) - 1) * Math.min(rx, ry);
    put(x, y, c, a * clamp01(0.5 - d));
  });
}
const disc = (cx: number, cy: number, r: number, c: Rgb, a = 1) => ellipse(cx, cy, r, r, c, a);
/** A filled polygon (even-odd), 2× supersampled on x for softer edges. */
function poly(points: readonly (readonly [number, number])[], c: Rgb, a = 1) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(H - 1, Math.ceil(Math.max(...ys))); y++)
    for (let x = Math.max(0, Math.floor(Math.min(...xs))); x <= Math.min(W - 1, Math.ceil(Math.max(...xs))); x++) {
      let cover = 0;
      for (const sx of [0.25, 0.75]) {
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i]!;
          const [xj, yj] = points[j]!;
          if (yi > y + 0.5 !== yj > y + 0.5 && x + sx < ((xj - xi) * (y + 0.5 - yi)) / (yj - yi) + xi) inside = !inside;
        }
        if (inside) cover += 0.5;
      }
      put(x, y, c, a * cover);
    }
}
const rect = (x: number, y: number, w: number, h: number, c: Rgb, a = 1) => poly([[x, y], [x + w, y], [x + w, y + h], [x, y + h]], c, a);
/** A line of width `w` (additive when `add`). */
function line(x0: number, y0: number, x1: number, y1: number, w: number, c: Rgb, a = 1, add = false) {
  const len2 = (x1 - x0) ** 2 + (y1 - y0) ** 2 || 1;
  box((x0 + x1) / 2, (y0 + y1) / 2, Math.hypot(x1 - x0, y1 - y0) / 2 + w, (x, y) => {
    const t = clamp01(((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / len2);
    const d = Math.hypot(x - (x0 + t * (x1 - x0)), y - (y0 + t * (y1 - y0)));
    put(x, y, c, a * clamp01(w / 2 - d + 0.5), add);
  });
}
function heart(cx: number, cy: number, s: number, c: Rgb, a = 1) {
  disc(cx - s * 0.5, cy - s * 0.2, s * 0.55, c, a);
  disc(cx + s * 0.5, cy - s * 0.2, s * 0.55, c, a);
  poly([[cx - s * 1.02, cy - 0.05 * s], [cx + s * 1.02, cy - 0.05 * s], [cx, cy + s * 1.1]], c, a);
}
function twinkle(cx: number, cy: number, r: number, c: Rgb, a = 1) {
  line(cx - r, cy, cx + r, cy, 1.5, c, a, true);
  line(cx, cy - r, cx, cy + r, 1.5, c, a, true);
  glow(cx, cy, r * 0.7, c, a);
}

/** Seeded random (mulberry32), one stream per gift. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const easeOut = (t: number) => 1 - (1 - clamp01(t)) ** 3;
const GOLD: Rgb = [255, 208, 90];
const WHITE: Rgb = [255, 255, 255];

type Scene = (t: number, rnd: () => number) => void;
interface Particle { x: number; y: number; vx: number; vy: number; t0: number; c: Rgb; s: number }
function particles(n: number, rnd: () => number, make: (i: number) => Partial<Particle>): Particle[] {
  return Array.from({ length: n }, (_, i) => ({ x: rnd() * W, y: rnd() * H, vx: 0, vy: 0, t0: rnd() * SECONDS, c: WHITE, s: 2, ...make(i) }));
}

const scenes: Record<number, (rnd: () => number) => Scene> = {
  // 玫瑰花: a rose opens in the middle while petals drift down.
  42: (rnd) => {
    const petals = particles(26, rnd, () => ({ y: -20 - rnd() * 200, vy: 40 + rnd() * 40, c: [255, 90 + rnd() * 80, 140] as Rgb, s: 4 + rnd() * 4 }));
    return (t) => {
      const g = easeOut(t / 1.1);
      const cx = W / 2;
      const cy = H / 2 - 10;
      glow(cx, cy, 150 * g, [120, 10, 40], 0.9);
      line(cx, cy + 20, cx + 6, H + 10, 7, [40, 150, 60]);
      ellipse(cx - 22, cy + 80, 22 * g, 9 * g, [60, 180, 80], 1, -0.5);
      ellipse(cx + 30, cy + 95, 22 * g, 9 * g, [60, 180, 80], 1, 0.5);
      for (let ring = 0; ring < 4; ring++)
        for (let k = 0; k < 5; k++) {
          const ang = (k / 5) * Math.PI * 2 + ring * 0.6 + t * 0.3;
          const r = (46 - ring * 11) * g;
          const shade = 150 + ring * 30;
          ellipse(cx + Math.cos(ang) * r * 0.45, cy + Math.sin(ang) * r * 0.35, r * 0.62, r * 0.42, [shade, 20 + ring * 15, 50 + ring * 10], 0.95, ang);
        }
      disc(cx, cy, 8 * g, [255, 120, 150]);
      for (const p of petals) {
        const y = p.y + p.vy * t;
        ellipse(p.x + Math.sin(t * 3 + p.x) * 14, y, p.s, p.s * 0.6, p.c, 0.9, t * 2 + p.x);
      }
    };
  },
  // 浪漫煙火: four rockets, each bursting into a ring; the last one into a heart.
  43: (rnd) => {
    const bursts = [
      { x: 130, y: 90, t0: 0.1, c: [255, 120, 200] as Rgb, heart: false },
      { x: 350, y: 80, t0: 0.7, c: [120, 200, 255] as Rgb, heart: false },
      { x: 240, y: 120, t0: 1.4, c: GOLD, heart: false },
      { x: 240, y: 110, t0: 2.0, c: [255, 80, 120] as Rgb, heart: true },
    ];
    return (t) => {
      for (const b of bursts) {
        const rise = (t - b.t0) / 0.45;
        if (rise > 0 && rise < 1) glow(b.x, H - (H - b.y) * easeOut(rise), 10, GOLD, 1);
        const age = t - b.t0 - 0.45;
        if (age < 0 || age > 1.6) continue;
        const fade = 1 - age / 1.6;
        glow(b.x, b.y, 90 * easeOut(age * 3), b.c, 0.35 * fade);
        for (let k = 0; k < 36; k++) {
          const a = (k / 36) * Math.PI * 2;
          let dx = Math.cos(a);
          let dy = Math.sin(a);
          if (b.heart) {
            dx = (16 * Math.sin(a) ** 3) / 16;
            dy = -(13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a)) / 16;
          }
          const r = 85 * easeOut(age * 1.4);
          const x = b.x + dx * r;
          const y = b.y + dy * r + 25 * age * age;
          line(b.x + dx * r * 0.8, b.y + dy * r * 0.8 + 25 * age * age, x, y, 2, b.c, fade, true);
          glow(x, y, 6, WHITE, fade);
        }
      }
      void rnd;
    };
  },
  // 柯基犬: a corgi trots in, hops, and hearts pop above it.
  44: () => (t) => {
    const x = -80 + (W / 2 + 80) * easeOut(t / 1.4);
    const hop = Math.abs(Math.sin(t * 7)) * (t > 1.4 ? 16 : 6);
    const y = 185 - hop;
    const orange: Rgb = [236, 140, 50];
    const cream: Rgb = [255, 236, 210];
    glow(W / 2, 190, 160, [90, 50, 10], 0.5);
    rect(0, 222, W, 3, [120, 90, 60]);
    for (const [i, lx] of [-32, -18, 18, 32].entries()) {
      const swing = Math.sin(t * 14 + i * Math.PI) * 5;
      line(x + lx, y + 14, x + lx + swing, y + 34, 9, i % 2 ? orange : [210, 120, 40]);
      disc(x + lx + swing, y + 35, 5, cream);
    }
    ellipse(x - 52, y - 8, 12, 7, orange, 1, -0.8 + Math.sin(t * 20) * 0.3);
    ellipse(x, y, 54, 26, orange);
    ellipse(x + 4, y + 10, 40, 13, cream);
    const hx = x + 52;
    const hy = y - 26;
    poly([[hx - 22, hy - 8], [hx - 16, hy - 44], [hx - 2, hy - 14]], orange);
    poly([[hx + 4, hy - 14], [hx + 18, hy - 44], [hx + 24, hy - 6]], orange);
    poly([[hx - 14, hy - 14], [hx - 14, hy - 34], [hx - 6, hy - 16]], [255, 180, 170]);
    disc(hx, hy, 25, orange);
    ellipse(hx + 8, hy + 10, 18, 12, cream);
    disc(hx + 22, hy + 4, 5, [40, 25, 20]);
    disc(hx - 6, hy - 4, 4, [40, 25, 20]);
    disc(hx + 12, hy - 4, 4, [40, 25, 20]);
    ellipse(hx + 10, hy + 16, 5, 3, [240, 90, 110]);
    for (let k = 0; k < 5; k++) {
      const age = t - 1.3 - k * 0.35;
      if (age > 0 && age < 1.4) heart(hx - 40 + k * 22, hy - 40 - age * 50, 7 + age * 4, [255, 90, 130], 1 - age / 1.4);
    }
  },
  // 流星雨: a starry sky crossed by shooting stars.
  45: (rnd) => {
    const stars = particles(70, rnd, () => ({ s: 0.6 + rnd() * 1.4 }));
    const meteors = particles(16, rnd, () => ({ x: 80 + rnd() * 520, y: -40 - rnd() * 60, t0: rnd() * 2.6, s: 60 + rnd() * 60, c: rnd() > 0.5 ? ([160, 210, 255] as Rgb) : GOLD }));
    return (t) => {
      for (const s of stars) glow(s.x, s.y, 3 + s.s, WHITE, 0.4 + 0.4 * Math.sin(t * 5 + s.x));
      for (const m of meteors) {
        const age = t - m.t0;
        if (age < 0 || age > 1) continue;
        const hx = m.x - age * 320;
        const hy = m.y + age * 260;
        line(hx, hy, hx + m.s * 0.78, hy - m.s * 0.63, 2.5, m.c, 0.8 * (1 - age), true);
        glow(hx, hy, 9, WHITE, 1.2 * (1 - age * 0.5));
      }
    };
  },
  // 極速跑車: a red sports car races in over speed lines and skids to a stop.
  46: (rnd) => {
    const streaks = particles(22, rnd, () => ({ vx: 500 + rnd() * 400, s: 40 + rnd() * 80 }));
    return (t) => {
      const move = easeOut(t / 1.3);
      const cx = -160 + (W / 2 + 160) * move;
      const cy = 175;
      for (const s of streaks) {
        const x = ((s.x - t * s.vx) % (W + 200) + W + 200) % (W + 200) - 100;
        line(x, s.y, x + s.s, s.y, 1.5, [200, 220, 255], 0.5 * (1 - move * 0.7), true);
      }
      glow(cx, cy + 30, 150, [120, 20, 20], 0.4);
      const red: Rgb = [230, 30, 45];
      poly([[cx - 110, cy + 22], [cx - 104, cy - 2], [cx - 50, cy - 12], [cx - 22, cy - 34], [cx + 42, cy - 34], [cx + 80, cy - 10], [cx + 112, cy - 4], [cx + 114, cy + 22]], red);
      poly([[cx - 14, cy - 12], [cx - 2, cy - 28], [cx + 38, cy - 28], [cx + 62, cy - 11]], [150, 210, 255]);
      line(cx + 14, cy - 28, cx + 14, cy - 12, 3, red);
      rect(cx - 100, cy + 4, 200, 4, [255, 120, 120]);
      glow(cx + 112, cy + 2, 40, [255, 250, 200], 1);
      for (const wx of [-62, 66]) {
        disc(cx + wx, cy + 24, 19, [30, 30, 35]);
        disc(cx + wx, cy + 24, 10, [200, 200, 210]);
        const spin = t * 30 * (1 - move * 0.9);
        for (let k = 0; k < 3; k++) {
          const a = spin + (k * Math.PI * 2) / 3;
          line(cx + wx, cy + 24, cx + wx + Math.cos(a) * 9, cy + 24 + Math.sin(a) * 9, 2.5, [90, 90, 100]);
        }
      }
      if (t > 1.1 && t < 2.2) for (let k = 0; k < 6; k++) glow(cx - 90 - k * 18, cy + 40 - k * 3, 16 + k * 3, [160, 160, 170], 0.35 * (2.2 - t));
      if (t > 1.4) for (let k = 0; k < 6; k++) twinkle(cx - 100 + k * 40, cy - 60 - 20 * Math.sin(k * 2 + t * 4), 8, GOLD, clamp01((t - 1.4) * 2));
    };
  },
  // 豪華遊艇: a white yacht sails over golden waves under a setting sun.
  47: (rnd) => {
    const glints = particles(30, rnd, () => ({ y: 200 + rnd() * 70 }));
    return (t) => {
      glow(360, 120, 120, [255, 150, 60], 0.7);
      disc(360, 120, 34, [255, 190, 90]);
      const bx = -120 + (W / 2 + 140) * easeOut(t / 2.2);
      const bob = Math.sin(t * 3) * 3;
      const by = 196 + bob;
      line(bx + 10, by - 12, bx + 10, by - 92, 3, [220, 220, 230]);
      poly([[bx + 14, by - 90], [bx + 14, by - 22], [bx + 72, by - 22]], [255, 250, 240]);
      poly([[bx + 6, by - 86], [bx + 6, by - 26], [bx - 44, by - 26]], [240, 235, 225]);
      poly([[bx + 10, by - 94], [bx + 34, by - 88], [bx + 10, by - 82]], GOLD);
      poly([[bx - 96, by - 8], [bx + 104, by - 8], [bx + 78, by + 18], [bx - 80, by + 18]], WHITE);
      rect(bx - 50, by - 22, 96, 14, [230, 235, 245]);
      for (let k = 0; k < 5; k++) rect(bx - 42 + k * 18, by - 19, 10, 7, [90, 160, 230]);
      rect(bx - 92, by + 2, 190, 4, GOLD);
      for (let row = 0; row < 4; row++)
        for (let x = 0; x < W; x += 3) {
          const y = 214 + row * 14 + Math.sin(x / 26 + t * 3 + row) * 4;
          line(x, y, x + 3, y, 3, [30, 90 + row * 20, 170 + row * 15], 0.9);
        }
      for (const g of glints) twinkle(g.x, g.y, 3 + 3 * Math.sin(t * 6 + g.x), [255, 230, 160], 0.6);
    };
  },
  // 空中城堡: a castle rises on clouds under a rainbow, windows lit, stars twinkling.
  48: (rnd) => {
    const sparkles = particles(18, rnd, () => ({ y: rnd() * 150, s: 4 + rnd() * 5 }));
    return (t) => {
      const rise = easeOut(t / 1.6);
      const base = H + 200 - 220 * rise;
      const rainbow: Rgb[] = [[255, 80, 80], [255, 170, 60], [255, 240, 90], [90, 220, 120], [90, 160, 255], [170, 110, 255]];
      rainbow.forEach((c, k) => box(W / 2, base, 170 - k * 8, (x, y) => {
        const d = Math.hypot(x - W / 2, y - base);
        if (y < base && Math.abs(d - (165 - k * 8)) < 4) put(x, y, c, 0.35 * clamp01(t - 0.6), true);
      }));
      const wall: Rgb = [225, 215, 250];
      const roof: Rgb = [240, 110, 170];
      const towers = [[-70, 60, 24], [-34, 84, 28], [34, 84, 28], [70, 60, 24], [0, 108, 32]] as const;
      rect(W / 2 - 80, base - 50, 160, 50, wall);
      for (const [dx, h, w] of towers) {
        const x = W / 2 + dx;
        rect(x - w / 2, base - h, w, h, wall);
        poly([[x - w / 2 - 5, base - h], [x + w / 2 + 5, base - h], [x, base - h - w * 1.3]], roof);
        poly([[x, base - h - w * 1.3 - 12], [x + 12, base - h - w * 1.3 - 8], [x, base - h - w * 1.3 - 4]], GOLD);
        line(x, base - h - w * 1.3, x, base - h - w * 1.3 - 12, 2, GOLD);
        rect(x - 4, base - h + 12, 8, 12, GOLD, 0.6 + 0.4 * Math.sin(t * 4 + dx));
      }
      poly([[W / 2 - 14, base], [W / 2 - 14, base - 30], [W / 2, base - 40], [W / 2 + 14, base - 30], [W / 2 + 14, base]], [140, 90, 60]);
      for (let k = 0; k < 9; k++) {
        const cx = W / 2 - 150 + k * 38 + Math.sin(t + k) * 6;
        disc(cx, base + 6 + (k % 2) * 8, 24 + (k % 3) * 6, [245, 245, 255], 0.95);
      }
      for (const s of sparkles) twinkle(s.x, s.y, s.s * (0.6 + 0.4 * Math.sin(t * 5 + s.x)), GOLD, 0.8);
    };
  },
  // 星際火箭: a rocket lifts off on a flame, stars streaming past.
  49: (rnd) => {
    const stars = particles(40, rnd, () => ({ vy: 150 + rnd() * 250, s: 1 + rnd() * 2 }));
    return (t, r) => {
      const lift = t < 0.5 ? 0 : ((t - 0.5) / 3) ** 1.6;
      const cx = W / 2 + Math.sin(t * 30) * (t < 0.6 ? 1.5 : 0);
      const cy = 170 - lift * 300;
      for (const s of stars) {
        const y = (s.y + t * s.vy * Math.min(1, lift * 4)) % H;
        line(s.x, y, s.x, y - s.s * 6 * lift * 4, s.s, WHITE, 0.7, true);
      }
      for (let k = 0; k < 8; k++) glow(cx + (k - 3.5) * 16 + (r() - 0.5) * 6, Math.min(H - 10, cy + 100) + (r() - 0.5) * 8, 26, [150, 140, 160], 0.35);
      const flicker = 0.85 + r() * 0.3;
      glow(cx, cy + 70, 60 * flicker, [255, 120, 30], 1);
      ellipse(cx, cy + 66, 13 * flicker, 30 * flicker, [255, 200, 80]);
      ellipse(cx, cy + 60, 6, 16 * flicker, WHITE);
      poly([[cx - 22, cy + 10], [cx - 44, cy + 52], [cx - 20, cy + 44]], [220, 40, 60]);
      poly([[cx + 22, cy + 10], [cx + 44, cy + 52], [cx + 20, cy + 44]], [220, 40, 60]);
      poly([[cx - 24, cy - 40], [cx + 24, cy - 40], [cx + 22, cy + 48], [cx - 22, cy + 48]], [240, 240, 248]);
      poly([[cx - 24, cy - 40], [cx, cy - 92], [cx + 24, cy - 40]], [230, 40, 60]);
      disc(cx, cy - 14, 12, [200, 200, 215]);
      disc(cx, cy - 14, 8, [90, 170, 255]);
      rect(cx - 22, cy + 30, 44, 5, GOLD);
    };
  },
};

/** A chime per gift: three rising notes with a bell decay (frequencies differ per gift). */
const CHIMES: Record<number, readonly number[]> = {
  42: [659, 784, 988], 43: [523, 784, 1047], 44: [587, 740, 880], 45: [880, 1175, 1568],
  46: [392, 494, 587], 47: [440, 554, 659], 48: [698, 880, 1047], 49: [330, 494, 988],
};

function run(args: string[]) {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

function render(id: number, rawPath: string) {
  const rnd = random(id * 7919);
  const scene = scenes[id]!(rnd);
  const frames = Math.round(SECONDS * FPS);
  const fd = fs.openSync(rawPath, 'w');
  const bytes = Buffer.alloc(W * H * 3);
  for (let f = 0; f < frames; f++) {
    const t = f / FPS;
    buf.fill(0);
    scene(t, rnd);
    const fade = clamp01(t / 0.25) * clamp01((SECONDS - t) / 0.5);
    for (let i = 0; i < buf.length; i++) bytes[i] = Math.round(255 * clamp01((buf[i]! / 255) * fade));
    fs.writeSync(fd, bytes);
  }
  fs.closeSync(fd);
}

function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const only = process.argv.slice(2).map(Number);
  const raw = path.join(os.tmpdir(), `gift-effect-${process.pid}.rgb`);
  for (const id of Object.keys(scenes).map(Number)) {
    if (only.length && !only.includes(id)) continue;
    render(id, raw);
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', raw];
    run([...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', path.join(OUT, `${id}.webm`)]);
    run([...input, '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'slow', '-crf', '26', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', path.join(OUT, `${id}.mp4`)]);
    const [a, b, c] = CHIMES[id]!;
    const note = (f: number, at: number) => `gte(t,${at})*sin(2*PI*${f}*t)*exp(-5*(t-${at}))`;
    const expr = `0.3*(${note(a!, 0)}+${note(b!, 0.14)}+${note(c!, 0.28)}+0.5*${note(c! * 2, 0.28)})`;
    run(['-f', 'lavfi', '-i', `aevalsrc='${expr}':s=44100:d=1.6`, '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '48k', path.join(OUT, `${id}.mp3`)]);
    const size = (ext: string) => `${(fs.statSync(path.join(OUT, `${id}.${ext}`)).size / 1024).toFixed(0)} KB`;
    console.log(`${id}: webm ${size('webm')}, mp4 ${size('mp4')}, mp3 ${size('mp3')}`);
  }
  fs.rmSync(raw, { force: true });
  if (!only.length || process.argv.includes('music')) makeMusic();
}

/** The lobby music: an 8 s loop of four soft chords (C, Am, F, G), each swelling in and out. */
function makeMusic() {
  const pick = (notes: readonly number[]) => `if(lt(mod(t,8),2),${notes[0]},if(lt(mod(t,8),4),${notes[1]},if(lt(mod(t,8),6),${notes[2]},${notes[3]})))`;
  const voices = [pick([262, 220, 175, 196]), pick([330, 262, 220, 247]), pick([392, 330, 262, 294])];
  const expr = `0.12*sin(PI*mod(t,2)/2)*(${voices.map((f) => `sin(2*PI*${f}*t)`).join('+')})`;
  const dir = path.resolve(__dirname, '../public/audio');
  fs.mkdirSync(dir, { recursive: true });
  run(['-f', 'lavfi', '-i', `aevalsrc='${expr}':s=44100:d=8`, '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '48k', path.join(dir, 'lobby-loop.mp3')]);
}

main();
