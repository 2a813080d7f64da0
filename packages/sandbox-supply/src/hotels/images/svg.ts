import { Draw } from '../draw';

/** A small SVG writer: coordinates rounded to whole pixels keep each picture a few kilobytes. */
export class Svg {
  private readonly parts: string[] = [];
  private readonly defs: string[] = [];

  constructor(private readonly title: string) {}

  add(element: string): this {
    this.parts.push(element);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): this {
    return this.add(
      `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`,
    );
  }

  circle(cx: number, cy: number, radius: number, fill: string, extra = ''): this {
    return this.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): this {
    return this.add(
      `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`,
    );
  }

  path(d: string, fill: string, extra = ''): this {
    return d ? this.add(`<path d="${d}" fill="${fill}"${extra}/>`) : this;
  }

  /** A vertical gradient, usable as fill="url(#id)". */
  gradient(id: string, top: string, bottom: string): string {
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img">` +
      `<title>${escapeXml(this.title)}</title><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

export function r(n: number): string {
  return String(Math.round(n));
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A rectangle as path data, to draw many in one element. */
export function box(x: number, y: number, w: number, h: number): string {
  return `M${r(x)} ${r(y)}h${r(w)}v${r(h)}h${r(-w)}z`;
}

/** A five-pointed star as path data. */
export function starPath(cx: number, cy: number, outer: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${r(cx + radius * Math.cos(angle))} ${r(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}z`;
}

/** A colour from a list, and a lighter or darker shade of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export { Draw };
