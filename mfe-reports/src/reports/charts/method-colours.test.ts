/// <reference types="node" />
import { PAYMENT_METHODS } from '@fees/shared-data/core';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { METHOD_COLOURS } from './method-colours';

// Jest stands in for every CSS import, so the tokens are read from the file shared-ui exports as
// './tokens.css', beside its entry.
const tokensFile = join(dirname(require.resolve('@fees/shared-ui')), 'tokens', 'tokens.css');
const tokens = new Map(
  [...readFileSync(tokensFile, 'utf8').matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6});/gi)].map(
    ([, name, hex]) => [name!, hex!],
  ),
);

/** The sRGB channels, 0–1, of a token named as `var(--color-…)`. */
function channels(colour: string): [number, number, number] {
  const name = /^var\((--[\w-]+)\)$/.exec(colour)?.[1];
  const hex = name === undefined ? undefined : tokens.get(name);
  if (hex === undefined) throw new Error(`${colour} is not a colour token`);
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;

/** Relative luminance, as WCAG defines it. */
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** CIELAB under D65, where the distance between two colours follows how far apart they look. */
function lab(colour: string): [number, number, number] {
  const [r, g, b] = channels(colour).map(linear) as [number, number, number];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

describe('METHOD_COLOURS', () => {
  it('gives every method a token colour of at least 3:1 against the white surface', () => {
    for (const method of PAYMENT_METHODS) {
      expect(contrast(METHOD_COLOURS[method], 'var(--color-surface)')).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps every two methods well apart (a CIELAB distance of 25 or more)', () => {
    for (const [index, one] of PAYMENT_METHODS.entries()) {
      for (const other of PAYMENT_METHODS.slice(index + 1)) {
        const [a, b] = [lab(METHOD_COLOURS[one]), lab(METHOD_COLOURS[other])];
        expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThanOrEqual(25);
      }
    }
  });
});
