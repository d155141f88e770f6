// A single updating progress line on stderr (count, %, rate, ETA); a plain line every few seconds when stderr is not a terminal.

export interface Progress {
  tick(done: number): void;
  finish(done: number): void;
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

export function progressLine(label: string, total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  const start = performance.now();
  const interactive = stream.isTTY === true;
  let lastDraw = 0;
  const draw = (done: number, final: boolean) => {
    const elapsed = (performance.now() - start) / 1000;
    const rate = done / Math.max(elapsed, 1e-3);
    const percent = total ? (100 * done) / total : 100;
    const bar = '#'.repeat(Math.round(percent / 5)).padEnd(20, '.');
    const text = `${label} [${bar}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${percent.toFixed(1)}% ${rate.toFixed(0)}/s ${
      final ? `in ${duration(elapsed)}` : `ETA ${duration((total - done) / rate)}`
    }`;
    stream.write(interactive ? `\r${text}\x1b[K${final ? '\n' : ''}` : `${text}\n`);
  };
  return {
    tick(done) {
      const now = performance.now();
      if (now - lastDraw < (interactive ? 200 : 5000)) return;
      lastDraw = now;
      draw(done, false);
    },
    finish(done) {
      draw(done, true);
    },
  };
}
